-- Mails are delivered by a job (api/src/mail/mailer.ts) written in the same transaction as the
-- outbox row. sent_at: accepted by the mail server, or put in the dev mailbox without SMTP.
-- Rows from before were shown in the dev outbox as soon as written: they count as delivered.
ALTER TABLE outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}';
ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
UPDATE outbox SET sent_at = created_at WHERE sent_at IS NULL AND send_error IS NULL;
