import type { Transaction } from '../../db/database.js';
import type { QueuePolicy } from '../../jobs/job-queue.js';
import { describeError } from '../../logger.js';
import type { FlightsContext } from '../flights-context.js';
import { sandboxRefund } from '../payments/sandbox-refunds.js';
import { sendRefundDoneMail, sendRefundFailedMail } from './refund-mails.js';
import { findRefund, finishRefund, markLineRefunded, refundLines, startRefundTry } from './refund-store.js';

export const REFUND_QUEUE = 'flight-refund';

/** A refused refund is tried again with back-off for about a day before support takes it over. */
export const REFUND_QUEUE_POLICY: QueuePolicy = { retryLimit: 10, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120 };

interface RefundJob {
  refundUuid: string;
}

/** Queues paying a refund back, in the transaction that recorded it: the job exists exactly when the refund does. */
export async function enqueueRefund(ctx: FlightsContext, tx: Transaction, refundUuid: string): Promise<void> {
  await ctx.jobs.enqueue<RefundJob>(REFUND_QUEUE, { refundUuid }, { tx });
}

/**
 * Pays a refund back line by line through the sandbox acquirer, each call keyed by its line, so a replayed try pays nothing twice;
 * the refund ends REFUNDED with its mail. A refusal throws for a later retry; after the last try it ends FAILED.
 */
export async function payRefund(ctx: FlightsContext, refundUuid: string, lastTry: boolean): Promise<void> {
  if (!(await startRefundTry(ctx.db, refundUuid))) return;
  const refund = (await findRefund(ctx.db, refundUuid))!;
  try {
    for (const line of await refundLines(ctx.db, [refundUuid])) {
      if (line.status === 'REFUNDED') continue;
      await sandboxRefund(ctx.db, { key: line.id, paymentUuid: line.payment_uuid, method: line.method, amount: line.amount_rub });
      await markLineRefunded(ctx.db, line.id);
    }
  } catch (error) {
    if (!lastTry) throw error;
    ctx.logger.error('refund failed after its last try', { refundUuid, ...describeError(error) });
    await ctx.db.transaction(async (tx: Transaction) => {
      if (await finishRefund(tx, refundUuid, 'FAILED')) await sendRefundFailedMail(ctx, tx, refund.order_uuid, refund.amount_rub);
    });
    return;
  }
  await ctx.db.transaction(async (tx) => {
    if (await finishRefund(tx, refundUuid, 'REFUNDED')) await sendRefundDoneMail(ctx, tx, refund.order_uuid, refund.amount_rub);
  });
}

export async function startRefundJobs(ctx: FlightsContext): Promise<void> {
  await ctx.jobs.work<RefundJob>(REFUND_QUEUE, REFUND_QUEUE_POLICY, (job, info) =>
    payRefund(ctx, job.refundUuid, info.retryCount >= REFUND_QUEUE_POLICY.retryLimit),
  );
}
