-- Flights (product rules §D, api/src/flights/README.md). Schedules are generated in memory; the database holds only what changes:
-- seats sold, offers, orders, payments, options and saved passengers.

-- Seats left per flight and cabin, written at the first sale (starting from the generated figure).
CREATE TABLE flight_seats (
  flight_id text NOT NULL,
  cabin text NOT NULL CHECK (cabin IN ('economy', 'business')),
  departure_day date NOT NULL,
  seats_left integer NOT NULL CHECK (seats_left >= 0),
  PRIMARY KEY (flight_id, cabin)
);
CREATE INDEX flight_seats_day_idx ON flight_seats (departure_day);

-- An offer pins a trip, a fare family, the passengers and the price for a while (TTL).
CREATE TABLE flight_offers (
  id uuid PRIMARY KEY,
  search_string text NOT NULL,
  result_id text NOT NULL,
  fare_code text NOT NULL,
  cabin text NOT NULL,
  adults integer NOT NULL,
  children integer NOT NULL,
  infants integer NOT NULL,
  total_rub integer NOT NULL,
  details jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE TABLE flight_orders (
  uuid uuid PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  email text NOT NULL,
  phone text NOT NULL,
  status text NOT NULL CHECK (status IN ('BOOKED', 'PAID', 'TICKETED', 'CANCELLED', 'EXPIRED')),
  offer_id uuid NOT NULL,
  search_string text NOT NULL,
  cabin text NOT NULL,
  total_rub integer NOT NULL,
  details jsonb NOT NULL,
  utm_campaign text,
  utm_medium text,
  utm_source text,
  payment_deadline timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  ticketed_at timestamptz,
  closed_at timestamptz
);
CREATE INDEX flight_orders_user_idx ON flight_orders (user_id, created_at DESC, uuid DESC);
CREATE INDEX flight_orders_guest_email_idx ON flight_orders (lower(email)) WHERE user_id IS NULL;
CREATE INDEX flight_orders_deadline_idx ON flight_orders (payment_deadline) WHERE status = 'BOOKED';

-- The seats an order holds, so expiry and cancellation give back exactly these.
CREATE TABLE flight_order_seats (
  order_uuid uuid NOT NULL REFERENCES flight_orders (uuid) ON DELETE CASCADE,
  flight_id text NOT NULL,
  cabin text NOT NULL,
  seats integer NOT NULL,
  PRIMARY KEY (order_uuid, flight_id, cabin)
);

CREATE TABLE flight_order_passengers (
  id uuid PRIMARY KEY,
  order_uuid uuid NOT NULL REFERENCES flight_orders (uuid) ON DELETE CASCADE,
  position integer NOT NULL,
  passenger_type text NOT NULL,
  gender text NOT NULL,
  last_name text NOT NULL,
  first_name text NOT NULL,
  middle_name text NOT NULL DEFAULT '',
  birth_date date NOT NULL,
  citizenship text NOT NULL,
  document_type text NOT NULL,
  document_number text NOT NULL,
  document_expiry date,
  ticket_number text
);
CREATE INDEX flight_order_passengers_order_idx ON flight_order_passengers (order_uuid, position);

-- A payment is something to pay: the order itself or an extra (a paid option).
CREATE TABLE payments (
  uuid uuid PRIMARY KEY,
  order_uuid uuid NOT NULL REFERENCES flight_orders (uuid) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('ORDER', 'OPTION')),
  option_code text,
  description text NOT NULL,
  amount_rub integer NOT NULL CHECK (amount_rub > 0),
  status text NOT NULL CHECK (status IN ('PENDING', 'PAID', 'CANCELLED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE UNIQUE INDEX payments_one_per_order_idx ON payments (order_uuid) WHERE purpose = 'ORDER';
CREATE UNIQUE INDEX payments_one_open_option_idx ON payments (order_uuid, option_code) WHERE purpose = 'OPTION' AND status <> 'CANCELLED';

-- Each try to pay (card page or SBP QR), keyed by the client's Idempotency-Key.
CREATE TABLE payment_attempts (
  id uuid PRIMARY KEY,
  payment_uuid uuid NOT NULL REFERENCES payments (uuid) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('CARD', 'SBP')),
  idempotency_key text NOT NULL,
  request_fingerprint text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED', 'EXPIRED')),
  qr_payload text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE UNIQUE INDEX payment_attempts_key_idx ON payment_attempts (idempotency_key);
-- One charge per payment, whatever races happen between the card page and the SBP poll.
CREATE UNIQUE INDEX payment_attempts_one_success_idx ON payment_attempts (payment_uuid) WHERE status = 'SUCCEEDED';

CREATE TABLE saved_passengers (
  uuid uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  passenger_type text NOT NULL,
  gender text NOT NULL,
  last_name text NOT NULL,
  first_name text NOT NULL,
  middle_name text NOT NULL DEFAULT '',
  birth_date date NOT NULL,
  citizenship text NOT NULL,
  document_type text NOT NULL,
  document_number text NOT NULL,
  document_expiry date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_passengers_user_idx ON saved_passengers (user_id, created_at);
