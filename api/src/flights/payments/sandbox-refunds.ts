// The sandbox acquirer's refund call: it returns money to the card or the SBP account a payment
// came from. Like a real acquirer it takes our key (the refund line) and pays each key once.
import type { Database, Queryable } from '../../db/database.js';

export class AcquirerRefusedError extends Error {
  constructor() {
    super('Эквайринг не принял возврат. Повторим позже');
  }
}

/**
 * Pays a refund back once per key: a call replayed after a crash (our record written, the answer
 * lost) finds the key and pays nothing more. A refusal switched on by the dev route throws.
 */
export async function sandboxRefund(db: Database, refund: { key: string; paymentUuid: string; method: 'CARD' | 'SBP'; amount: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const paid = await tx.query('SELECT 1 FROM sandbox_acquirer_refunds WHERE refund_line_id = $1', [refund.key]);
    if (paid.rows.length > 0) return;
    const refused = await tx.query(
      'UPDATE sandbox_acquirer_faults SET refunds_to_refuse = refunds_to_refuse - 1 WHERE id = 1 AND refunds_to_refuse > 0 RETURNING id',
    );
    if (refused.rows.length > 0) return;
    await tx.query(
      `INSERT INTO sandbox_acquirer_refunds (refund_line_id, payment_uuid, method, amount_rub) VALUES ($1, $2, $3, $4)
       ON CONFLICT (refund_line_id) DO NOTHING`,
      [refund.key, refund.paymentUuid, refund.method, refund.amount],
    );
  });
  const done = await db.query('SELECT 1 FROM sandbox_acquirer_refunds WHERE refund_line_id = $1', [refund.key]);
  if (done.rows.length === 0) throw new AcquirerRefusedError();
}

/** Dev switch: the sandbox refuses this many next refund calls. */
export async function refuseNextSandboxRefunds(db: Queryable, count: number): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_acquirer_faults (id, refunds_to_refuse) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET refunds_to_refuse = EXCLUDED.refunds_to_refuse`,
    [count],
  );
}
