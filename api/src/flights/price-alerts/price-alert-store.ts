import { randomUUID } from 'node:crypto';
import { decodeSearchString, type FlightSearchParams } from 'shared/node';
import type { Queryable } from '../../db/database.js';

export type StoredStatus = 'pending' | 'active' | 'paused' | 'ended' | 'unsubscribed';

/**
 * The search a subscription watches: its string, and its departure day, which gives the string's
 * dates their years and ends the subscription when it is over.
 */
export interface SearchColumns {
  search_string: string;
  departure_date: string;
}

/** The search's parameters, as the codec reads the string from its departure day. */
export function paramsOf(row: SearchColumns): FlightSearchParams {
  const decoded = decodeSearchString(row.search_string, row.departure_date);
  if (!decoded.ok) throw new Error(`Подписка на цену хранит нечитаемый поиск ${row.search_string}: ${decoded.message}`);
  return decoded.value;
}

export interface AlertRow extends SearchColumns {
  id: string;
  user_id: string | null;
  email: string | null;
  status: StoredStatus;
  price_at_subscription: number | null;
  notified_price: number | null;
  last_mail_day: string | null;
  created_at: string;
}

/** Dates as YYYY-MM-DD and times as ISO text on both drivers (pg would give Date objects). */
const ALERT_COLUMNS = `id, user_id, email, search_string, to_char(departure_date, 'YYYY-MM-DD') AS departure_date, status, price_at_subscription, notified_price, to_char(last_mail_day, 'YYYY-MM-DD') AS last_mail_day,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** Active or paused: what counts against the limit and what a new subscription to the same search finds. */
const LIVE = `status IN ('active', 'paused')`;

export interface NewAlert {
  owner: { userId: string } | { email: string };
  searchString: string;
  params: FlightSearchParams;
  status: 'pending' | 'active';
  price: number | null;
}

export async function insertAlert(db: Queryable, alert: NewAlert): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO price_alerts (id, user_id, email, search_string, departure_date, status, price_at_subscription, notified_price, confirmed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, CASE WHEN $6 = 'active' THEN now() END)`,
    [
      id,
      'userId' in alert.owner ? alert.owner.userId : null,
      'email' in alert.owner ? alert.owner.email : null,
      alert.searchString,
      alert.params.departureDate,
      alert.status,
      alert.price,
    ],
  );
  return id;
}

export async function findAlert(db: Queryable, id: string): Promise<AlertRow | null> {
  const { rows } = await db.query<AlertRow>(`SELECT ${ALERT_COLUMNS} FROM price_alerts WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The account's own subscription (any status but unsubscribed); null for anyone else's. */
export async function findAccountAlert(db: Queryable, userId: string, id: string): Promise<AlertRow | null> {
  const { rows } = await db.query<AlertRow>(`SELECT ${ALERT_COLUMNS} FROM price_alerts WHERE id = $1 AND user_id = $2 AND status <> 'unsubscribed'`, [
    id,
    userId,
  ]);
  return rows[0] ?? null;
}

export async function findAccountAlertOfSearch(db: Queryable, userId: string, searchString: string, departureDate: string): Promise<AlertRow | null> {
  const { rows } = await db.query<AlertRow>(
    `SELECT ${ALERT_COLUMNS} FROM price_alerts WHERE user_id = $1 AND search_string = $2 AND departure_date = $3 AND ${LIVE}`,
    [userId, searchString, departureDate],
  );
  return rows[0] ?? null;
}

export async function findAddressAlertOfSearch(db: Queryable, email: string, searchString: string, departureDate: string): Promise<AlertRow | null> {
  const { rows } = await db.query<AlertRow>(
    `SELECT ${ALERT_COLUMNS} FROM price_alerts
     WHERE user_id IS NULL AND email = $1 AND search_string = $2 AND departure_date = $3 AND status IN ('pending', 'active', 'paused')`,
    [email, searchString, departureDate],
  );
  return rows[0] ?? null;
}

export async function countActive(db: Queryable, owner: { userId: string } | { email: string }): Promise<number> {
  const { rows } =
    'userId' in owner
      ? await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM price_alerts WHERE user_id = $1 AND status = 'active'`, [owner.userId])
      : await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM price_alerts WHERE user_id IS NULL AND email = $1 AND status = 'active'`, [owner.email]);
  return Number(rows[0]!.n);
}

/** The account's subscriptions, newest first; ended ones stay listed until deleted, unsubscribed ones do not. */
export async function listAccountAlerts(db: Queryable, userId: string, search?: { searchString: string; departureDate: string }): Promise<AlertRow[]> {
  const { rows } = await db.query<AlertRow>(
    `SELECT ${ALERT_COLUMNS} FROM price_alerts
     WHERE user_id = $1 AND status <> 'unsubscribed' AND ($2::text IS NULL OR (search_string = $2 AND departure_date = $3::date))
     ORDER BY created_at DESC, id`,
    [userId, search?.searchString ?? null, search?.departureDate ?? null],
  );
  return rows;
}

export async function setStatus(db: Queryable, id: string, status: StoredStatus): Promise<void> {
  await db.query('UPDATE price_alerts SET status = $2 WHERE id = $1', [id, status]);
}

export async function deleteAccountAlert(db: Queryable, userId: string, id: string): Promise<boolean> {
  const { rowCount } = await db.query(`DELETE FROM price_alerts WHERE id = $1 AND user_id = $2 AND status <> 'unsubscribed'`, [id, userId]);
  return rowCount > 0;
}

export interface HistoryPoint {
  search_string: string;
  departure_date: string;
  checked_at: string;
  lowest_price: number | null;
}

/** Every check of these searches since `since`, oldest first. */
export async function checksOf(db: Queryable, searches: readonly { searchString: string; departureDate: string }[], since: string): Promise<HistoryPoint[]> {
  if (searches.length === 0) return [];
  const { rows } = await db.query<HistoryPoint>(
    `SELECT search_string, to_char(departure_date, 'YYYY-MM-DD') AS departure_date,
       to_char(checked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS checked_at, lowest_price
     FROM price_alert_checks
     WHERE (search_string, departure_date) IN (SELECT * FROM unnest($1::text[], $2::date[])) AND checked_at >= $3
     ORDER BY checked_at, round_id`,
    [searches.map((s) => s.searchString), searches.map((s) => s.departureDate), since],
  );
  return rows;
}

/** Claims today's confirmation mail for an address: at most once a Moscow day while unconfirmed, always once confirmed; one atomic statement against races. */
export async function claimConfirmationMail(db: Queryable, email: string, day: string): Promise<boolean> {
  const { rows } = await db.query<{ email: string }>(
    `INSERT INTO price_alert_addresses (email, confirmation_mail_day) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET confirmation_mail_day = EXCLUDED.confirmation_mail_day
       WHERE price_alert_addresses.confirmed_at IS NOT NULL OR price_alert_addresses.confirmation_mail_day IS DISTINCT FROM EXCLUDED.confirmation_mail_day
     RETURNING email`,
    [email, day],
  );
  return rows.length > 0;
}

export async function markAddressConfirmed(db: Queryable, email: string): Promise<void> {
  await db.query(
    `INSERT INTO price_alert_addresses (email, confirmed_at) VALUES ($1, now())
     ON CONFLICT (email) DO UPDATE SET confirmed_at = coalesce(price_alert_addresses.confirmed_at, now())`,
    [email],
  );
}

/** Makes a pending subscription active; false when it was not pending (already confirmed, ended). */
export async function activatePending(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query(`UPDATE price_alerts SET status = 'active', confirmed_at = now() WHERE id = $1 AND status = 'pending'`, [id]);
  return rowCount > 0;
}

/** Confirmed anonymous subscriptions of the address, oldest first (they join the account that proves it). */
export async function addressAlertsToJoin(db: Queryable, email: string): Promise<AlertRow[]> {
  const { rows } = await db.query<AlertRow>(
    `SELECT ${ALERT_COLUMNS} FROM price_alerts WHERE user_id IS NULL AND email = lower($1) AND ${LIVE} ORDER BY created_at, id FOR UPDATE`,
    [email],
  );
  return rows;
}

export async function moveToAccount(db: Queryable, id: string, userId: string, status: 'active' | 'paused'): Promise<void> {
  await db.query('UPDATE price_alerts SET user_id = $2, email = NULL, status = $3 WHERE id = $1', [id, userId, status]);
}

export async function deleteAlert(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM price_alerts WHERE id = $1', [id]);
}
