-- Extra headers of a mail as JSON text (List-Unsubscribe and List-Unsubscribe-Post of price-alert mails).
ALTER TABLE outbox ADD COLUMN headers text;
