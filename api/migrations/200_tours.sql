-- Tour wishlists (docs/product-rules.md §3 Wishlist element): one per account, or one per
-- anonymous visitor known by an opaque cookie of which only a SHA-256 is kept here. The tour
-- catalogue itself is generated (src/tours/tour-catalogue.ts), so hotels are plain ids.
CREATE TABLE tour_wishlists (
  id uuid PRIMARY KEY,
  user_id uuid UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  visitor_key_hash text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (visitor_key_hash IS NULL))
);

-- Anonymous wishlists unused for long are deleted (see wishlist-store.ts).
CREATE INDEX tour_wishlists_visitor_used_idx ON tour_wishlists (last_used_at) WHERE user_id IS NULL;

CREATE TABLE tour_wishlist_elements (
  wishlist_id uuid NOT NULL REFERENCES tour_wishlists (id) ON DELETE CASCADE,
  hash text NOT NULL,
  hotel_id integer NOT NULL,
  departure_city_code text NOT NULL,
  departure_date date NOT NULL,
  nights integer NOT NULL CHECK (nights BETWEEN 1 AND 28),
  adults integer NOT NULL CHECK (adults BETWEEN 1 AND 6),
  -- Canonical: ages sorted ascending, comma-separated ('' for none), as hashed.
  children_ages text NOT NULL,
  added_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (wishlist_id, hash)
);
