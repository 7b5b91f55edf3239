-- An order created under an Idempotency-Key: the same key from the same owner (an account, or
-- '' for guests) with the same request gives back this order instead of booking a second one.
CREATE TABLE flight_order_idempotency_keys (
  owner_id text NOT NULL,
  idempotency_key text NOT NULL,
  request_fingerprint text NOT NULL,
  order_uuid uuid NOT NULL REFERENCES flight_orders (uuid) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, idempotency_key)
);
