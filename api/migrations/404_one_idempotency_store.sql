-- A payment attempt's Idempotency-Key joins the keys of orders, refunds and exchanges: one table,
-- one scope (the owner: an account, or '' for every guest), one fingerprint (the request's body
-- with what it acts on), one way to catch the race (the primary key).
ALTER TABLE flight_order_idempotency_keys ADD COLUMN payment_attempt_id uuid REFERENCES payment_attempts (id) ON DELETE CASCADE;

-- The attempts' keys as the API now writes them: owned by the order's account (or the guests),
-- fingerprinted as the JSON of {"attemptOf": payment, "body": {"method": …}}.
INSERT INTO flight_order_idempotency_keys (owner_id, idempotency_key, request_fingerprint, order_uuid, payment_attempt_id, created_at)
SELECT coalesce(o.user_id::text, ''), a.idempotency_key,
  encode(sha256(convert_to('{"attemptOf":"' || a.payment_uuid || '","body":{"method":"' || lower(a.method) || '"}}', 'UTF8')), 'hex'),
  p.order_uuid, a.id, a.created_at
FROM payment_attempts a JOIN payments p ON p.uuid = a.payment_uuid JOIN flight_orders o ON o.uuid = p.order_uuid
ON CONFLICT DO NOTHING;

DROP INDEX payment_attempts_key_idx;

ALTER TABLE payment_attempts DROP COLUMN idempotency_key;

ALTER TABLE payment_attempts DROP COLUMN request_fingerprint;
