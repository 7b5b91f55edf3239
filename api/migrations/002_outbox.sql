-- Every mail the API sends is recorded here first; SMTP delivery (when configured) is noted.
CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  sent_at timestamptz,
  send_error text
);

CREATE INDEX outbox_recipient_idx ON outbox (lower(recipient), created_at DESC);
