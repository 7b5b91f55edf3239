-- Exchanges of tickets (docs/product-rules.md §D Возврат и обмен): one direction of an order moved
-- to another flight of the same route and cabin, the fee and any fare difference paid first.

ALTER TABLE payments DROP CONSTRAINT payments_purpose_check;
ALTER TABLE payments ADD CONSTRAINT payments_purpose_check CHECK (purpose IN ('ORDER', 'OPTION', 'EXCHANGE'));

CREATE TABLE flight_exchanges (
  uuid uuid PRIMARY KEY,
  order_uuid uuid NOT NULL REFERENCES flight_orders (uuid) ON DELETE CASCADE,
  direction integer NOT NULL CHECK (direction >= 0),
  status text NOT NULL CHECK (status IN ('AWAITING_PAYMENT', 'EXCHANGED', 'CANCELLED')),
  -- The new direction as the order will show it, its prices per passenger type and its flights.
  new_direction jsonb NOT NULL,
  new_prices jsonb NOT NULL,
  new_flights jsonb NOT NULL,
  fee_rub integer NOT NULL CHECK (fee_rub >= 0),
  difference_rub integer NOT NULL CHECK (difference_rub >= 0),
  amount_rub integer NOT NULL CHECK (amount_rub >= 0),
  payment_uuid uuid REFERENCES payments (uuid) ON DELETE CASCADE,
  -- The void tickets, as JSON [{passenger, number}].
  old_tickets jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX flight_exchanges_order_idx ON flight_exchanges (order_uuid, created_at);
-- One exchange waiting for its payment per direction.
CREATE UNIQUE INDEX flight_exchanges_one_open_idx ON flight_exchanges (order_uuid, direction) WHERE status = 'AWAITING_PAYMENT';

ALTER TABLE flight_order_idempotency_keys ADD COLUMN exchange_uuid uuid REFERENCES flight_exchanges (uuid) ON DELETE CASCADE;
