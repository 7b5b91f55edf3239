import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_QUEUE } from '../../src/mail/mailer.js';
import { DEMO_USER, createTestApi, type TestApi } from '../support/test-api.js';
import { startTestSmtpServer, type TestSmtpServer } from '../support/test-smtp-server.js';

async function until(check: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the mail outbox', () => {
  let smtp: TestSmtpServer;
  let api: TestApi;
  beforeAll(async () => {
    smtp = await startTestSmtpServer('refuse');
    api = await createTestApi({
      smtpUrl: smtp.url,
      mailDelivery: { retryDelaySeconds: 1, sendTimeoutSeconds: 30 },
      jobs: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 60 },
    });
  }, 180_000);
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  it('writes a mail in the transaction of what it reports: none when that rolls back', async () => {
    await expect(
      api.db.transaction(async (tx) => {
        await api.mailer.send({ to: 'rolled-back@example.ru', subject: 'Не уйдёт', text: 'x', html: 'x' }, tx);
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    const { rows } = await api.db.query("SELECT id FROM outbox WHERE recipient = 'rolled-back@example.ru'");
    expect(rows).toEqual([]);
    expect((await api.request('GET', '/dev/outbox?to=rolled-back@example.ru')).body.messages).toEqual([]);
  });

  it('gets the mail again with growing waits until it accepts, and the mail is sent once', { timeout: 120_000 }, async () => {
    const res = await api.request('POST', '/users/restorations', { json: { email: DEMO_USER.email } });
    expect(res.status).toBe(202);
    await api.mailer.settle();
    const [written] = (await api.db.query<{ id: string }>("SELECT id FROM outbox WHERE subject = 'Восстановление пароля'")).rows;
    // The wait the queue scheduled after each refusal, read from the mail's job row while it waits.
    const scheduledWaits = new Map<number, number>();
    await until(async () => {
      const { rows } = await api.db.query<{ retry_count: number; wait: number }>(
        `SELECT retry_count, extract(epoch FROM start_after - started_on)::float8 AS wait FROM ${api.jobs.schema}.job
         WHERE name = $1 AND state = 'retry' AND data->>'outboxId' = $2`,
        [MAIL_QUEUE, written!.id],
      );
      for (const row of rows) scheduledWaits.set(row.retry_count, Number(row.wait));
      return scheduledWaits.size >= 2;
    });
    smtp.mode = 'accept';
    const recovery = async () =>
      (
        await api.db.query<{ id: string; sent_at: Date | null; attempts: number; send_error: string | null }>(
          "SELECT id, sent_at, attempts, send_error FROM outbox WHERE lower(recipient) = lower($1) AND subject = 'Восстановление пароля'",
          [DEMO_USER.email],
        )
      ).rows;
    await until(async () => (await recovery())[0]?.sent_at != null);
    const waits = [...scheduledWaits.entries()].sort(([a], [b]) => a - b).map(([, wait]) => wait);
    const [mail] = await recovery();
    const messageId = `<${mail!.id}@example.ru>`;
    const outcomes = smtp.attempts.filter((attempt) => attempt.messageId === messageId).map((attempt) => attempt.outcome);
    console.log(
      `mail server refused ${outcomes.length - 1} tries, accepted try ${outcomes.length}; waits scheduled: ${waits.map((w) => w.toFixed(1)).join(' s, ')} s`,
    );
    // Back-off: the first retry waits at least the delay (1 s), the second at least twice it.
    expect(waits[0]).toBeGreaterThanOrEqual(1);
    expect(waits[1]).toBeGreaterThanOrEqual(2);
    expect(outcomes.length).toBeGreaterThanOrEqual(3);
    expect(outcomes).toEqual([...outcomes.slice(0, -1).map(() => 'refuse'), 'accept']);
    // Sent once, under the one Message-ID of this outbox mail (on which receivers drop a copy).
    expect(smtp.accepted.filter((id) => id === messageId)).toHaveLength(1);
    expect(mail).toMatchObject({ attempts: outcomes.length, send_error: null });
  });

  it('shows a mail in the dev outbox once its delivery job ran, and delivers it once', async () => {
    smtp.mode = 'accept';
    const id = await api.mailer.send({ to: 'once@example.ru', subject: 'Один раз', text: 'x', html: 'x' });
    const listed = (await api.request('GET', '/dev/outbox?to=once@example.ru')).body.messages;
    expect(listed.map((m: { id: string }) => m.id)).toEqual([id]);
    await api.mailer.deliverDue();
    const after = await api.db.query<{ attempts: number }>('SELECT attempts FROM outbox WHERE id = $1', [id]);
    expect(after.rows[0]!.attempts).toBe(1);
  });
});
