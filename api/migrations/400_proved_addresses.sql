-- A mailed link proves only the address it was mailed to (docs/product-rules.md §D Accounts):
-- each link keeps that address, and a new e-mail waits for a link mailed to it ('email_change')
-- before it replaces the account's address. Links issued before this column are proof of nothing.
ALTER TABLE one_time_tokens ADD COLUMN email text;

ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_purpose_check;

ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check CHECK (purpose IN ('login', 'password_reset', 'email_change'));
