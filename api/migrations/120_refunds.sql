-- Returns of tickets (docs/product-rules.md §D Возврат и обмен): what was returned, the money
-- owed back per payment, and the sandbox acquirer's own record of refunds it paid.

-- Every ticket returned is the order's; REFUNDED once none is left.
ALTER TABLE flight_orders DROP CONSTRAINT flight_orders_status_check;
ALTER TABLE flight_orders ADD CONSTRAINT flight_orders_status_check CHECK (status IN ('BOOKED', 'PAID', 'TICKETED', 'CANCELLED', 'EXPIRED', 'REFUNDED'));

-- An airline's change to a flight: cancelled, or moved by shift_minutes (either way).
CREATE TABLE flight_disruptions (
  flight_id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('CANCELLED', 'RESCHEDULED')),
  shift_minutes integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE flight_refunds (
  uuid uuid PRIMARY KEY,
  order_uuid uuid NOT NULL REFERENCES flight_orders (uuid) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('REQUESTED', 'PROCESSING', 'REFUNDED', 'FAILED')),
  involuntary boolean NOT NULL,
  amount_rub integer NOT NULL CHECK (amount_rub >= 0),
  tries integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX flight_refunds_order_idx ON flight_refunds (order_uuid, created_at);

-- One passenger's one direction per row; the primary key lets a ticket be returned only once, so
-- of two refunds racing for it one fails.
CREATE TABLE flight_refund_tickets (
  passenger_id uuid NOT NULL REFERENCES flight_order_passengers (id) ON DELETE CASCADE,
  direction integer NOT NULL CHECK (direction >= 0),
  refund_uuid uuid NOT NULL REFERENCES flight_refunds (uuid) ON DELETE CASCADE,
  rule text NOT NULL,
  fare_rub integer NOT NULL CHECK (fare_rub >= 0),
  extras_rub integer NOT NULL CHECK (extras_rub >= 0),
  PRIMARY KEY (passenger_id, direction)
);
CREATE INDEX flight_refund_tickets_refund_idx ON flight_refund_tickets (refund_uuid);

-- The money of a refund, per payment it goes back to (the base payment, each option's).
CREATE TABLE flight_refund_lines (
  id uuid PRIMARY KEY,
  refund_uuid uuid NOT NULL REFERENCES flight_refunds (uuid) ON DELETE CASCADE,
  payment_uuid uuid NOT NULL REFERENCES payments (uuid) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('CARD', 'SBP')),
  amount_rub integer NOT NULL CHECK (amount_rub > 0),
  status text NOT NULL CHECK (status IN ('PENDING', 'REFUNDED')),
  refunded_at timestamptz
);
CREATE INDEX flight_refund_lines_payment_idx ON flight_refund_lines (payment_uuid);
CREATE INDEX flight_refund_lines_refund_idx ON flight_refund_lines (refund_uuid);

-- Never more back than was paid, per payment, whatever code writes the lines: the payment row is
-- locked, so two refunds of one payment are checked one after the other.
CREATE FUNCTION flight_refund_lines_within_payment() RETURNS trigger AS $$
DECLARE
  paid integer;
  returned integer;
BEGIN
  SELECT amount_rub INTO paid FROM payments WHERE uuid = NEW.payment_uuid AND status = 'PAID' FOR UPDATE;
  IF paid IS NULL THEN
    RAISE EXCEPTION 'refund line for a payment that is not paid' USING ERRCODE = '23514';
  END IF;
  SELECT coalesce(sum(amount_rub), 0) INTO returned FROM flight_refund_lines WHERE payment_uuid = NEW.payment_uuid AND id <> NEW.id;
  IF returned + NEW.amount_rub > paid THEN
    RAISE EXCEPTION 'refunds of payment % exceed what was paid', NEW.payment_uuid USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER flight_refund_lines_within_payment BEFORE INSERT OR UPDATE OF amount_rub, payment_uuid ON flight_refund_lines
  FOR EACH ROW EXECUTE FUNCTION flight_refund_lines_within_payment();

-- The sandbox acquirer's ledger of refunds it paid, keyed by our refund line: a call replayed
-- after a crash finds the refund already paid instead of paying it twice.
CREATE TABLE sandbox_acquirer_refunds (
  refund_line_id uuid PRIMARY KEY,
  payment_uuid uuid NOT NULL,
  method text NOT NULL,
  amount_rub integer NOT NULL CHECK (amount_rub > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- How many next refund calls the sandbox acquirer refuses (a dev switch to try retries).
CREATE TABLE sandbox_acquirer_faults (
  id integer PRIMARY KEY CHECK (id = 1),
  refunds_to_refuse integer NOT NULL CHECK (refunds_to_refuse >= 0)
);

-- A refund created under an Idempotency-Key, in the same table as the orders': the key names
-- either an order (booking) or a refund of that order.
ALTER TABLE flight_order_idempotency_keys ADD COLUMN refund_uuid uuid REFERENCES flight_refunds (uuid) ON DELETE CASCADE;
