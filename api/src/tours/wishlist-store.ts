import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';

/** SQL of the tour wishlists (migrations/200_tours.sql). */
export interface WishlistElementRow {
  hash: string;
  hotel_id: number;
  departure_city_code: string;
  departure_date: string;
  nights: number;
  adults: number;
  children_ages: string;
  added_at: Date;
}

export interface NewWishlistElement {
  hash: string;
  hotelId: number;
  departureCityCode: string;
  departureDate: string;
  nights: number;
  adults: number;
  childrenAges: string;
}

const ELEMENT_COLUMNS = `hash, hotel_id, departure_city_code, departure_date::text AS departure_date, nights, adults, children_ages, added_at`;

export async function userWishlistId(db: Queryable, userId: string): Promise<string> {
  await db.query('INSERT INTO tour_wishlists (id, user_id) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [randomUUID(), userId]);
  const { rows } = await db.query<{ id: string }>('SELECT id FROM tour_wishlists WHERE user_id = $1', [userId]);
  return rows[0]!.id;
}

/** An anonymous visitor's wishlist by the hash of its cookie key; marks it used. */
export async function visitorWishlistId(db: Queryable, keyHash: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    'UPDATE tour_wishlists SET last_used_at = now() WHERE visitor_key_hash = $1 AND user_id IS NULL RETURNING id',
    [keyHash],
  );
  return rows[0]?.id ?? null;
}

export async function createVisitorWishlist(db: Queryable, keyHash: string): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO tour_wishlists (id, visitor_key_hash) VALUES ($1, $2)', [id, keyHash]);
  return id;
}

export async function listWishlistElements(db: Queryable, wishlistId: string): Promise<WishlistElementRow[]> {
  const { rows } = await db.query<WishlistElementRow>(`SELECT ${ELEMENT_COLUMNS} FROM tour_wishlist_elements WHERE wishlist_id = $1 ORDER BY added_at, hash`, [
    wishlistId,
  ]);
  return rows;
}

export async function countWishlistElements(db: Queryable, wishlistId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::integer AS count FROM tour_wishlist_elements WHERE wishlist_id = $1', [wishlistId]);
  return rows[0]!.count;
}

/** Inserts unless the wishlist already has that hash; returns the stored row and whether it is new. */
export async function insertWishlistElement(
  db: Queryable,
  wishlistId: string,
  element: NewWishlistElement,
): Promise<{ row: WishlistElementRow; created: boolean }> {
  const inserted = await db.query<WishlistElementRow>(
    `INSERT INTO tour_wishlist_elements (wishlist_id, hash, hotel_id, departure_city_code, departure_date, nights, adults, children_ages)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (wishlist_id, hash) DO NOTHING
     RETURNING ${ELEMENT_COLUMNS}`,
    [wishlistId, element.hash, element.hotelId, element.departureCityCode, element.departureDate, element.nights, element.adults, element.childrenAges],
  );
  if (inserted.rows[0]) return { row: inserted.rows[0], created: true };
  return { row: (await findWishlistElement(db, wishlistId, element.hash))!, created: false };
}

export async function findWishlistElement(db: Queryable, wishlistId: string, hash: string): Promise<WishlistElementRow | null> {
  const { rows } = await db.query<WishlistElementRow>(`SELECT ${ELEMENT_COLUMNS} FROM tour_wishlist_elements WHERE wishlist_id = $1 AND hash = $2`, [
    wishlistId,
    hash,
  ]);
  return rows[0] ?? null;
}

export async function deleteWishlistElement(db: Queryable, wishlistId: string, hash: string): Promise<void> {
  await db.query('DELETE FROM tour_wishlist_elements WHERE wishlist_id = $1 AND hash = $2', [wishlistId, hash]);
}

/** Moves a visitor's elements into an account's wishlist (the same tour once) and deletes the visitor's. */
export async function mergeVisitorWishlist(db: Queryable, visitorWishlistId: string, userWishlistId: string): Promise<number> {
  const moved = await db.query(
    `INSERT INTO tour_wishlist_elements (wishlist_id, hash, hotel_id, departure_city_code, departure_date, nights, adults, children_ages, added_at)
     SELECT $2, hash, hotel_id, departure_city_code, departure_date, nights, adults, children_ages, added_at
       FROM tour_wishlist_elements WHERE wishlist_id = $1
     ON CONFLICT (wishlist_id, hash) DO NOTHING`,
    [visitorWishlistId, userWishlistId],
  );
  await db.query('DELETE FROM tour_wishlists WHERE id = $1 AND user_id IS NULL', [visitorWishlistId]);
  return moved.rowCount;
}

/** Anonymous wishlists nobody has used for `days` days go, with their elements. */
export async function deleteStaleVisitorWishlists(db: Queryable, days: number): Promise<number> {
  const { rowCount } = await db.query(`DELETE FROM tour_wishlists WHERE user_id IS NULL AND last_used_at < now() - make_interval(days => $1)`, [days]);
  return rowCount;
}
