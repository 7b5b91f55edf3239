import type { Queryable } from '../../db/database.js';
import type { SearchColumns } from './price-alert-store.js';

/** One distinct search of the active subscriptions: the round prices it once for all of them. */
export type DueSearch = SearchColumns;

export interface AlertToNotify {
  id: string;
  user_id: string | null;
  email: string | null;
  notified_price: number | null;
  last_mail_day: string | null;
}

/** Ends every subscription whose departure day is before `todayIso`; how many ended. */
export async function endDeparted(db: Queryable, todayIso: string): Promise<number> {
  const { rowCount } = await db.query(`UPDATE price_alerts SET status = 'ended' WHERE status IN ('pending', 'active', 'paused') AND departure_date < $1`, [
    todayIso,
  ]);
  return rowCount;
}

export async function dueSearches(db: Queryable): Promise<DueSearch[]> {
  const { rows } = await db.query<DueSearch>(
    `SELECT DISTINCT search_string, to_char(departure_date, 'YYYY-MM-DD') AS departure_date FROM price_alerts WHERE status = 'active' ORDER BY search_string, departure_date`,
  );
  return rows;
}

export async function isChecked(db: Queryable, search: DueSearch, roundId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM price_alert_checks WHERE search_string = $1 AND departure_date = $2 AND round_id = $3', [
    search.search_string,
    search.departure_date,
    roundId,
  ]);
  return rows.length > 0;
}

/**
 * Records the round's price of a search: its claim on the search. A second process racing for
 * the same search and round waits on the key and records nothing (false), so it mails nothing.
 */
export async function claimCheck(tx: Queryable, search: DueSearch, roundId: string, checkedAt: Date, price: number | null): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO price_alert_checks (search_string, departure_date, round_id, checked_at, lowest_price) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [search.search_string, search.departure_date, roundId, checkedAt, price],
  );
  return rows.length > 0;
}

/** The active subscriptions of a search made by `asOf`, locked until the round's transaction ends. */
export async function alertsToNotify(tx: Queryable, search: DueSearch, asOf: Date): Promise<AlertToNotify[]> {
  const { rows } = await tx.query<AlertToNotify>(
    `SELECT id, user_id, email, notified_price, to_char(last_mail_day, 'YYYY-MM-DD') AS last_mail_day
     FROM price_alerts WHERE search_string = $1 AND departure_date = $2 AND status = 'active' AND created_at <= $3
     ORDER BY id FOR UPDATE`,
    [search.search_string, search.departure_date, asOf],
  );
  return rows;
}

/** The price the traveller now knows: set when a mail tells it (with its day) or when none was known. */
export async function recordNotifiedPrice(tx: Queryable, id: string, price: number, mailDay: string | null): Promise<void> {
  await tx.query(
    `UPDATE price_alerts SET notified_price = $2, price_at_subscription = coalesce(price_at_subscription, $2),
       last_mail_day = coalesce($3::date, last_mail_day) WHERE id = $1`,
    [id, price, mailDay],
  );
}
