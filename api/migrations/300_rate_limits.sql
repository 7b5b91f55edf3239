-- Rate-limit windows shared by every API process: behind a balancer each process counting on its
-- own would multiply the limit by the number of processes. One row per (bucket, key), reset when
-- its window has passed; the key is a SHA-256 of the e-mail or address, never the value itself.
CREATE TABLE rate_limit_windows (
  bucket text NOT NULL,
  key_hash text NOT NULL,
  hits integer NOT NULL,
  window_ends_at bigint NOT NULL,
  PRIMARY KEY (bucket, key_hash)
);

CREATE INDEX rate_limit_windows_ends_idx ON rate_limit_windows (window_ends_at);
