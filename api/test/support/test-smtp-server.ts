import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What the server does with the next mail's DATA: take it, refuse it (451, "try later"), or never answer. */
export type SmtpMode = 'accept' | 'refuse' | 'stall';

export interface TestSmtpServer {
  url: string;
  mode: SmtpMode;
  /** Every DATA the server was sent, accepted or not, in order. */
  attempts: Array<{ messageId: string; to: string; at: number; outcome: SmtpMode }>;
  /** Message-IDs of the mails the server accepted, once per acceptance (a copy shows twice). */
  accepted: string[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback (the smtp-server library) whose answers a test switches. */
export async function startTestSmtpServer(mode: SmtpMode = 'accept'): Promise<TestSmtpServer> {
  const state: TestSmtpServer = { url: '', mode, attempts: [], accepted: [], close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const head =
          Buffer.concat(chunks)
            .toString('utf8')
            .split(/\r?\n\r?\n/)[0] ?? '';
        const messageId = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '';
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        const outcome = state.mode;
        state.attempts.push({ messageId, to, at: Date.now(), outcome });
        if (outcome === 'accept') {
          state.accepted.push(messageId);
          callback();
        } else if (outcome === 'refuse') {
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        // 'stall': no answer at all, as a hung mail server gives none.
      });
    },
  });
  // A client killed mid-mail resets its connection: that is the case under test, not an error.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
