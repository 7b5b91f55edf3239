import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { browserSession, freePort, sharedDatabase, startApi, until } from '../support/api-process.js';
import { DEMO_USER } from '../support/test-api.js';
import { startTestSmtpServer } from '../support/test-smtp-server.js';

/**
 * The API process is killed (SIGKILL) after mails were committed and while the first is being
 * sent (the mail server holds it without an answer); a new process on the same database sends
 * every mail, each once. It runs as production runs the API (`node --import tsx src/server.ts`).
 */
const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'api-mail-kill-'));
const MAILS = 4;

afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));

describe('a mail is never lost', () => {
  it('goes, once, after the API is killed between the commit and the send', { timeout: 600_000 }, async () => {
    const smtp = await startTestSmtpServer('stall');
    const database = await sharedDatabase(dataRoot, 'mail_kill');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...database.env,
      SMTP_URL: smtp.url,
      MAIL_SEND_TIMEOUT_SECONDS: '3',
      MAIL_RETRY_DELAY_SECONDS: '1',
      JOBS_MAINTENANCE_SECONDS: '1',
      JOBS_POLL_SECONDS: '1',
    };
    const healthy = async () => (await fetch(`${base}/health/ready`)).ok;
    try {
      const first = startApi(port, env);
      await until(async () => first.child.exitCode === null && (await healthy()), 400_000, `the first API process (${first.err()})`);

      const { headers, demoToken } = await browserSession(base);
      const token = await demoToken();
      // Each e-mail change answers after its link and its mail committed (the outbox).
      const addresses = Array.from({ length: MAILS }, (_, n) => `moved-${n}@example.ru`);
      for (const email of addresses) {
        const res = await fetch(`${base}/private/user`, {
          method: 'PUT',
          headers: { ...headers, authorization: `Bearer ${token}` },
          body: JSON.stringify({ email, phone: `+${DEMO_USER.phone.code}${DEMO_USER.phone.number}` }),
        });
        expect(res.status).toBe(200);
      }
      // The first mail's DATA is at the server, unanswered: the process is between commit and send.
      await until(() => smtp.attempts.length >= 1, 60_000, 'the first mail to reach the mail server');
      first.child.kill('SIGKILL');
      await first.exited;

      smtp.mode = 'accept';
      const second = startApi(port, env);
      await until(async () => second.child.exitCode === null && (await healthy()), 400_000, `the second API process (${second.err()})`);
      // Every mail ever offered to the server (a cut try waits for its retry) ends accepted.
      const offered = () => new Set(smtp.attempts.map((attempt) => attempt.messageId));
      await until(() => offered().size >= MAILS && [...offered()].every((id) => smtp.accepted.includes(id)), 180_000, 'every mail to be accepted');
      // Reading the dev outbox runs every delivery still due: a mail sent twice would show now. The
      // server's accept comes before the worker records the mail sent, so the last one may take a read more.
      let listed: Array<{ to: string }> = [];
      await until(
        async () => {
          const outbox = await fetch(`${base}/dev/outbox`);
          listed = ((await outbox.json()) as { messages: Array<{ to: string }> }).messages.filter((m) => addresses.includes(m.to));
          return listed.length >= MAILS;
        },
        30_000,
        'the outbox to list every mail sent',
      );
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      // Every mail the server was ever offered (the four e-mail changes, and the demo order's tickets
      // mail the seed wrote) must be accepted exactly once.
      const expected = new Set(smtp.attempts.map((attempt) => attempt.messageId)).size;
      const sent = new Set(smtp.accepted).size;
      const duplicated = smtp.accepted.length - sent;
      const killed = smtp.attempts.filter((attempt) => attempt.outcome === 'stall').length;
      console.log(`mails expected ${expected}, sent ${sent}, duplicated ${duplicated} (tries cut by the kill or the silent server: ${killed})`);
      expect(expected).toBeGreaterThanOrEqual(MAILS);
      expect(killed).toBeGreaterThanOrEqual(1);
      expect({ sent, duplicated }).toEqual({ sent: expected, duplicated: 0 });
      expect(listed).toHaveLength(MAILS);
      expect(smtp.attempts.filter((a) => a.outcome === 'accept').map((a) => a.to)).toEqual(expect.arrayContaining(addresses));
    } finally {
      await smtp.close();
      await database.drop();
    }
  });
});
