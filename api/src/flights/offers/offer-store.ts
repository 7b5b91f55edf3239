import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import type { OfferDetails } from './offer-details.js';

export interface StoredOffer {
  id: string;
  details: OfferDetails;
  totalRub: number;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
}

/** Stores a priced offer that holds its price for `ttlMinutes` (counted by the database clock). */
export async function insertOffer(
  db: Queryable,
  offer: { details: OfferDetails; fareCode: string; totalRub: number; ttlMinutes: number },
): Promise<StoredOffer> {
  const { details } = offer;
  const id = randomUUID();
  const { rows } = await db.query<{ created_at: Date; expires_at: Date }>(
    `INSERT INTO flight_offers (id, search_string, result_id, fare_code, cabin, adults, children, infants, total_rub, details, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, now() + make_interval(mins => $11))
     RETURNING created_at, expires_at`,
    [
      id,
      details.searchString,
      details.resultId,
      offer.fareCode,
      details.cabin,
      details.passengers.adults,
      details.passengers.children,
      details.passengers.infants,
      offer.totalRub,
      JSON.stringify(details),
      offer.ttlMinutes,
    ],
  );
  const row = rows[0]!;
  return {
    id,
    details,
    totalRub: offer.totalRub,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    expired: false,
  };
}

export async function findOffer(db: Queryable, id: string): Promise<StoredOffer | null> {
  const { rows } = await db.query<{ id: string; details: OfferDetails | string; total_rub: number; created_at: Date; expires_at: Date; expired: boolean }>(
    'SELECT id, details, total_rub, created_at, expires_at, expires_at <= now() AS expired FROM flight_offers WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    details: typeof row.details === 'string' ? (JSON.parse(row.details) as OfferDetails) : row.details,
    totalRub: row.total_rub,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    expired: row.expired,
  };
}
