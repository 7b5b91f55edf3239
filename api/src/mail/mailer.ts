import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/database.js';
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

/**
 * Every mail is written to the `outbox` table first (readable at GET /dev/outbox outside
 * production); with SMTP_URL set it is then delivered by nodemailer in the background, so a
 * slow mail server never slows a request and never decides its answer.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private readonly pending = new Set<Promise<void>>();
  private readonly composing = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly options: { smtpUrl: string | undefined; from: string; logger: Logger },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  async send(message: MailMessage): Promise<string> {
    const id = randomUUID();
    await this.db.query('INSERT INTO outbox (id, recipient, subject, text_body, html_body, headers) VALUES ($1, $2, $3, $4, $5, $6)', [
      id,
      message.to,
      message.subject,
      message.text,
      message.html,
      message.headers ? JSON.stringify(message.headers) : null,
    ]);
    if (this.transport) {
      const delivery = this.deliver(id, message).finally(() => this.pending.delete(delivery));
      this.pending.add(delivery);
    }
    return id;
  }

  /**
   * Composes and sends a mail after the answer is on its way: what the mail needs (is the
   * address registered? a link to issue) then costs the request no time, so an answer cannot
   * tell by its timing whether a mail went out or which one (docs/product-rules.md §D Accounts).
   * `compose` returns null when there is nothing to send.
   */
  sendLater(compose: () => Promise<MailMessage | null>): void {
    const work = (async () => {
      try {
        const message = await compose();
        if (message) await this.send(message);
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

  async list(recipient: string | undefined, limit = 50): Promise<OutboxMessage[]> {
    await this.settle();
    const { rows } = await this.db.query<{
      id: string;
      recipient: string;
      subject: string;
      text_body: string;
      html_body: string;
      headers: string | null;
      created_at: Date;
    }>(
      `SELECT id, recipient, subject, text_body, html_body, headers, created_at FROM outbox
       WHERE ($1::text IS NULL OR lower(recipient) = lower($1))
       ORDER BY seq DESC LIMIT $2`,
      [recipient ?? null, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  /** Waits for background deliveries (graceful shutdown). */
  async drain(): Promise<void> {
    await this.settle();
    await Promise.allSettled([...this.pending]);
    this.transport?.close();
  }

  private async deliver(id: string, message: MailMessage): Promise<void> {
    try {
      await this.transport!.sendMail({ from: this.options.from, ...message });
      await this.db.query('UPDATE outbox SET sent_at = now() WHERE id = $1', [id]);
    } catch (error) {
      this.options.logger.error('mail delivery failed', { outboxId: id, ...describeError(error) });
      await this.db.query('UPDATE outbox SET send_error = $2 WHERE id = $1', [id, String(error).slice(0, 500)]).catch(() => undefined);
    }
  }
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}
