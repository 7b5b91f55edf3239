-- Price alerts (docs/product-rules.md §D Price alerts). A subscription belongs to an account or,
-- made anonymously, to an address (pending until its owner follows the confirmation link). The
-- search is kept decoded too: a search string's dates carry no year.
CREATE TABLE price_alerts (
  id uuid PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  email text,
  search_string text NOT NULL,
  departure_date date NOT NULL,
  return_date date,
  origin text NOT NULL,
  destination text NOT NULL,
  adults smallint NOT NULL,
  children smallint NOT NULL,
  infants smallint NOT NULL,
  is_business boolean NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'active', 'paused', 'ended', 'unsubscribed')),
  price_at_subscription integer,
  -- The price the traveller last heard of (at subscription or in the last mail): a drop is below it.
  notified_price integer,
  -- The Moscow day of the last drop mail: at most one a day.
  last_mail_day date,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  CHECK ((user_id IS NULL) <> (email IS NULL))
);

CREATE UNIQUE INDEX price_alerts_account_search ON price_alerts (user_id, search_string, departure_date) WHERE user_id IS NOT NULL AND status IN ('active', 'paused');

CREATE UNIQUE INDEX price_alerts_address_search ON price_alerts (email, search_string, departure_date) WHERE user_id IS NULL AND status IN ('pending', 'active', 'paused');

CREATE INDEX price_alerts_due ON price_alerts (search_string, departure_date) WHERE status = 'active';

-- Capability tokens (only their SHA-256 is kept). A browser's watch token and the confirmation
-- mailed with it share `request_id`: the watch token shows the subscription once that confirmation is followed.
CREATE TABLE price_alert_tokens (
  token_hash text PRIMARY KEY,
  alert_id uuid NOT NULL REFERENCES price_alerts (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('watch', 'confirm', 'unsubscribe')),
  request_id uuid NOT NULL,
  expires_at timestamptz,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX price_alert_tokens_request ON price_alert_tokens (request_id);

CREATE INDEX price_alert_tokens_alert ON price_alert_tokens (alert_id);

-- Addresses that asked for anonymous subscriptions: an unconfirmed one gets one confirmation mail a (Moscow) day.
CREATE TABLE price_alert_addresses (
  email text PRIMARY KEY,
  confirmed_at timestamptz,
  confirmation_mail_day date
);

-- One row per search and round: recording it is the round's claim on the search, so however many
-- processes run the round, one of them checks it and mails. Subscriptions read their history here.
CREATE TABLE price_alert_checks (
  search_string text NOT NULL,
  departure_date date NOT NULL,
  round_id text NOT NULL,
  checked_at timestamptz NOT NULL,
  lowest_price integer,
  PRIMARY KEY (search_string, departure_date, round_id)
);

CREATE INDEX price_alert_checks_history ON price_alert_checks (search_string, departure_date, checked_at);
