-- Content pages by slug (product rules §2); bodies are sanitised HTML, seeded at start.
CREATE TABLE pages (
  slug text PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
