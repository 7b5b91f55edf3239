-- Accounts (product rules §3 User), the one-time tokens of login links and password recovery.
CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  phone_code text,
  phone_number text,
  is_newsletter boolean NOT NULL DEFAULT false,
  utm_campaign text,
  utm_medium text,
  utm_source text,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX users_email_key ON users (lower(email));

-- Only a SHA-256 of each token is kept, so a database leak does not hand out live links.
CREATE TABLE one_time_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('login', 'password_reset')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id, purpose);
