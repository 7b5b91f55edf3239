import { randomUUID } from 'node:crypto';
import type { Passenger } from 'shared/node';
import type { Queryable } from '../../db/database.js';
import { PASSENGER_SELECT_COLUMNS, passengerColumnValues, type PassengerColumns } from './passenger-columns.js';

export interface SavedPassengerRow extends PassengerColumns {
  uuid: string;
}

const COLUMNS = `uuid, ${PASSENGER_SELECT_COLUMNS}`;

/** One of this user's saved passengers; null for another user's (so ids reveal nothing). */
export async function findSavedPassenger(db: Queryable, uuid: string, userId: string): Promise<SavedPassengerRow | null> {
  const { rows } = await db.query<SavedPassengerRow>(`SELECT ${COLUMNS} FROM saved_passengers WHERE uuid = $1 AND user_id = $2`, [uuid, userId]);
  return rows[0] ?? null;
}

export async function listSavedPassengers(db: Queryable, userId: string): Promise<SavedPassengerRow[]> {
  const { rows } = await db.query<SavedPassengerRow>(`SELECT ${COLUMNS} FROM saved_passengers WHERE user_id = $1 ORDER BY created_at, uuid`, [userId]);
  return rows;
}

export async function countSavedPassengers(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM saved_passengers WHERE user_id = $1', [userId]);
  return rows[0]?.n ?? 0;
}

/** Returns the new passenger's uuid. */
export async function insertSavedPassenger(db: Queryable, userId: string, passenger: Passenger): Promise<string> {
  const uuid = randomUUID();
  await db.query(
    `INSERT INTO saved_passengers (uuid, user_id, passenger_type, gender, last_name, first_name, middle_name, birth_date, citizenship,
       document_type, document_number, document_expiry)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10, $11, $12::date)`,
    [uuid, userId, ...passengerColumnValues(passenger)],
  );
  return uuid;
}

export async function updateSavedPassenger(db: Queryable, uuid: string, userId: string, passenger: Passenger): Promise<void> {
  await db.query(
    `UPDATE saved_passengers SET passenger_type = $3, gender = $4, last_name = $5, first_name = $6, middle_name = $7, birth_date = $8::date,
       citizenship = $9, document_type = $10, document_number = $11, document_expiry = $12::date, updated_at = now()
     WHERE uuid = $1 AND user_id = $2`,
    [uuid, userId, ...passengerColumnValues(passenger)],
  );
}

export async function deleteSavedPassenger(db: Queryable, uuid: string, userId: string): Promise<void> {
  await db.query('DELETE FROM saved_passengers WHERE uuid = $1 AND user_id = $2', [uuid, userId]);
}
