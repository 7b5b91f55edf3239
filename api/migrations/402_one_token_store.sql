-- One store for mailed-link tokens: a price alert's tokens join the accounts' (the same thing with
-- the same hash), each with its purpose. A token belongs to an account or to a price alert; an
-- alert's watch and unsubscribe tokens last as long as the alert (no expiry).
ALTER TABLE one_time_tokens ALTER COLUMN user_id DROP NOT NULL;

ALTER TABLE one_time_tokens ALTER COLUMN expires_at DROP NOT NULL;

ALTER TABLE one_time_tokens ADD COLUMN alert_id uuid REFERENCES price_alerts (id) ON DELETE CASCADE;

-- A browser's watch token and the confirmation mailed with it share `request_id`: the watch token
-- shows the subscription once that confirmation is followed.
ALTER TABLE one_time_tokens ADD COLUMN request_id uuid;

ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_holder_check CHECK ((user_id IS NULL) <> (alert_id IS NULL));

ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_purpose_check;

ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check
  CHECK (purpose IN ('login', 'password_reset', 'email_change', 'sign_up', 'alert_watch', 'alert_confirm', 'alert_unsubscribe'));

INSERT INTO one_time_tokens (token_hash, alert_id, purpose, request_id, expires_at, used_at, created_at)
SELECT token_hash, alert_id, 'alert_' || purpose, request_id, expires_at, used_at, created_at FROM price_alert_tokens;

DROP TABLE price_alert_tokens;

CREATE INDEX one_time_tokens_request ON one_time_tokens (request_id) WHERE request_id IS NOT NULL;

CREATE INDEX one_time_tokens_alert ON one_time_tokens (alert_id) WHERE alert_id IS NOT NULL;
