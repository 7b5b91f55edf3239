import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, Transaction } from '../db/database.js';
import type { JobQueue, QueuePolicy } from '../jobs/job-queue.js';
import { describeError, type Logger } from '../logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface OutboxMessage extends MailMessage {
  id: string;
  createdAt: string;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
  /** Seconds before the first retry of a mail the server refused; each next wait about doubles. */
  retryDelaySeconds: number;
  /** Longest one delivery try may take; a try still running then (or whose process died) is retried. */
  sendTimeoutSeconds: number;
}

/** The queue whose jobs deliver the outbox: one job per mail, `{ outboxId }`. */
export const MAIL_QUEUE = 'mail-delivery';
/** With back-off from the configured delay, 14 retries span days, as a mail server's own queue would. */
const MAIL_RETRY_LIMIT = 14;

/**
 * The transactional outbox: `send` writes the mail and its delivery job in the caller's transaction, so the mail exists
 * exactly when what it reports committed; a job worker in any API process delivers it (SMTP, or the dev mailbox
 * GET /dev/outbox), retried with back-off until accepted. At most once: the sent mark is checked before and written
 * after acceptance; in the one gap left (accepted, then the process died) the retry's same Message-ID makes servers drop the copy.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private readonly composing = new Set<Promise<void>>();
  private readonly messageIdDomain: string;

  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly options: MailerOptions,
  ) {
    // A stalled server must fail the try well within its time limit, so the retry is ours.
    const timeoutMs = Math.max(1, options.sendTimeoutSeconds - 1) * 1000;
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl, { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs })
      : null;
    this.messageIdDomain = /@([^>\s]+)/.exec(options.from)?.[1] ?? 'localhost';
  }

  /** Starts this process's delivery worker (every API process runs one). */
  async start(): Promise<void> {
    const policy: QueuePolicy = {
      retryLimit: MAIL_RETRY_LIMIT,
      retryDelaySeconds: this.options.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: this.options.sendTimeoutSeconds,
    };
    await this.jobs.work<{ outboxId: string }>(MAIL_QUEUE, policy, ({ outboxId }) => this.deliver(outboxId));
  }

  /** Writes the mail and its delivery job in `tx` (or in a transaction of their own); returns its outbox id. */
  async send(message: MailMessage, tx?: Transaction): Promise<string> {
    if (!tx) return this.db.transaction((own) => this.send(message, own));
    const id = randomUUID();
    await tx.query('INSERT INTO outbox (id, recipient, subject, text_body, html_body, headers) VALUES ($1, $2, $3, $4, $5, $6)', [
      id,
      message.to,
      message.subject,
      message.text,
      message.html,
      JSON.stringify(message.headers ?? {}),
    ]);
    await this.jobs.enqueue(MAIL_QUEUE, { outboxId: id }, { tx });
    return id;
  }

  /**
   * Composes and writes a mail after the answer is on its way, so an answer's timing never tells whether or which mail
   * went out (§D Accounts). `compose` runs in the mail's transaction (a link it issues exists exactly when its mail
   * does) and returns null when there is nothing to send.
   */
  sendLater(compose: (tx: Transaction) => Promise<MailMessage | null>): void {
    const work = (async () => {
      try {
        await this.db.transaction(async (tx) => {
          const message = await compose(tx);
          if (message) await this.send(message, tx);
        });
      } catch (error) {
        this.options.logger.error('mail composition failed', describeError(error));
      }
    })().finally(() => this.composing.delete(work));
    this.composing.add(work);
  }

  /** Waits for mails still being composed in this process (readers of the outbox, shutdown). */
  async settle(): Promise<void> {
    while (this.composing.size > 0) await Promise.allSettled([...this.composing]);
  }

  /** Delivers, in this process and now, every mail whose delivery is due: tests and the dev outbox read the result without sleeping. */
  async deliverDue(): Promise<void> {
    await this.settle();
    await this.jobs.drain(MAIL_QUEUE);
  }

  /** Delivered mails (accepted by the server, or in the dev mailbox), newest first; due ones are delivered first. */
  async list(recipient: string | undefined, limit = 50): Promise<OutboxMessage[]> {
    await this.deliverDue();
    const { rows } = await this.db.query<{
      id: string;
      recipient: string;
      subject: string;
      text_body: string;
      html_body: string;
      headers: unknown;
      created_at: Date;
    }>(
      `SELECT id, recipient, subject, text_body, html_body, headers, created_at FROM outbox
       WHERE sent_at IS NOT NULL AND ($1::text IS NULL OR lower(recipient) = lower($1))
       ORDER BY seq DESC LIMIT $2`,
      [recipient ?? null, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      ...headersOf(row.headers),
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  /** Graceful shutdown: mails being composed are written (their delivery is a job, delivered by any process). */
  async drain(): Promise<void> {
    await this.settle();
    this.transport?.close();
  }

  /** One delivery try of an outbox mail; throws when the server refused it, so the queue retries. */
  private async deliver(outboxId: string): Promise<void> {
    const { rows } = await this.db.query<{ recipient: string; subject: string; text_body: string; html_body: string; headers: unknown; sent_at: Date | null }>(
      'SELECT recipient, subject, text_body, html_body, headers, sent_at FROM outbox WHERE id = $1',
      [outboxId],
    );
    const mail = rows[0];
    if (!mail || mail.sent_at) return;
    try {
      await this.transport?.sendMail({
        from: this.options.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        headers: headersOf(mail.headers).headers ?? {},
        messageId: `<${outboxId}@${this.messageIdDomain}>`,
      });
    } catch (error) {
      await this.db
        .query('UPDATE outbox SET send_error = $2, attempts = attempts + 1 WHERE id = $1', [outboxId, String(error).slice(0, 500)])
        .catch(() => undefined);
      throw error;
    }
    await this.db.query('UPDATE outbox SET sent_at = now(), send_error = NULL, attempts = attempts + 1 WHERE id = $1 AND sent_at IS NULL', [outboxId]);
  }
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/** The stored headers (jsonb: an object, or its text on a driver that returns text), omitted when there are none. */
function headersOf(stored: unknown): { headers?: Record<string, string> } {
  const headers = (typeof stored === 'string' ? JSON.parse(stored) : stored) as Record<string, string> | null;
  return headers && Object.keys(headers).length > 0 ? { headers } : {};
}
