-- An account's e-mail counts as proved only when the proof of the mailbox and the knowledge of
-- the password come from the same person, or the proof replaces the password
-- (docs/product-rules.md §D Accounts). Until then no guest data joins the account.
ALTER TABLE users ADD COLUMN email_proved_at timestamptz;

-- Every session token carries the generation it was issued in; ending all sessions of an
-- account (password reset, a login link revoking a never-proved password) raises it. A counter,
-- not a time, so a token issued in the same second as the change is ended too.
ALTER TABLE users ADD COLUMN session_generation integer NOT NULL DEFAULT 0;

-- 'sign_up': the confirmation link of a new account, followed together with its password.
ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_purpose_check;

ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check CHECK (purpose IN ('login', 'password_reset', 'email_change', 'sign_up'));

-- Accounts from before: proved when a login or reset link mailed to their current address was
-- used (a reset spends the other links only when its own link was followed). Not e-mail change
-- links: a newer request spends the pending one, so a used one proves nothing.
UPDATE users SET email_proved_at = now()
WHERE EXISTS (
  SELECT 1 FROM one_time_tokens t
  WHERE t.user_id = users.id AND t.purpose IN ('login', 'password_reset') AND t.used_at IS NOT NULL AND lower(t.email) = lower(users.email)
);
