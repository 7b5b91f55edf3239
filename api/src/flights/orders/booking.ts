import { randomUUID } from 'node:crypto';
import { bookingPassengerIssues, parseRussianMobile, formatRussianMobile, type Passenger } from 'shared/node';
import { errors } from '../../http/http-error.js';
import type { Database } from '../../db/database.js';
import type { Utm } from '../../http/utm.js';
import type { StoredOffer } from '../offers/offer-store.js';
import { routeLabel } from '../offers/offer-details.js';
import { passengerColumnValues } from '../passengers/passenger-columns.js';
import { recordOrderIdempotencyKey, type OrderIdempotency } from './order-idempotency-store.js';

/** Time to pay after booking; unpaid orders then expire and give their seats back. */
export const PAYMENT_WINDOW_MINUTES = 30;

export interface BookingInput {
  offer: StoredOffer;
  passengers: Passenger[];
  contacts: { email: string; phone: string };
  userId: string | null;
  utm: Utm;
  idempotency?: OrderIdempotency;
}

/**
 * Books an offer: checks the passengers against the offer (ages, documents, counts), then in one
 * transaction takes the seats on every flight with a conditional UPDATE (`seats_left >= n`), so
 * concurrent bookings can never oversell, and writes the order, its passengers and its payment.
 */
export async function bookOffer(db: Database, input: BookingInput): Promise<string> {
  const { offer, passengers } = input;
  const details = offer.details;
  const issues = bookingPassengerIssues(passengers, {
    departureDate: details.departureDate,
    lastFlightDate: details.lastFlightDate,
    allowedDocumentTypes: details.allowedDocumentTypes,
    passengers: details.passengers,
  });
  if (Object.keys(issues).length > 0) throw errors.validation(issues);
  const seats = details.passengers.adults + details.passengers.children;
  const orderUuid = randomUUID();
  const phone = parseRussianMobile(input.contacts.phone);
  // Rows are locked in flight_id order, as releaseSeats locks them: two processes booking and
  // releasing the same flights then queue instead of deadlocking.
  const flightsInLockOrder = [...details.flights].sort((a, b) => (a.flightId < b.flightId ? -1 : a.flightId > b.flightId ? 1 : 0));
  await db.transaction(async (tx) => {
    for (const flight of flightsInLockOrder) {
      // The first sale of a flight writes its generated inventory; later ones find the row.
      await tx.query(
        `INSERT INTO flight_seats (flight_id, cabin, departure_day, seats_left) VALUES ($1, $2, $3::date, $4)
         ON CONFLICT (flight_id, cabin) DO NOTHING`,
        [flight.flightId, details.cabin, flight.departureDay, flight.seatsLeftBase],
      );
      const taken = await tx.query(
        'UPDATE flight_seats SET seats_left = seats_left - $3 WHERE flight_id = $1 AND cabin = $2 AND seats_left >= $3 RETURNING seats_left',
        [flight.flightId, details.cabin, seats],
      );
      if (taken.rows.length === 0) {
        const segment = details.directions.flatMap((d) => d.segments).find((s) => s.flightId === flight.flightId);
        throw errors.conflict(`На рейсе ${segment?.flightNumber ?? flight.flightId} закончились места. Выберите другой вариант`);
      }
    }
    await tx.query(
      `INSERT INTO flight_orders (uuid, user_id, email, phone, status, offer_id, search_string, cabin, total_rub, details,
         utm_campaign, utm_medium, utm_source, payment_deadline)
       VALUES ($1, $2, $3, $4, 'BOOKED', $5, $6, $7, $8, $9::jsonb, $10, $11, $12, now() + make_interval(mins => $13))`,
      [
        orderUuid,
        input.userId,
        input.contacts.email,
        phone ? formatRussianMobile(phone) : input.contacts.phone,
        offer.id,
        details.searchString,
        details.cabin,
        offer.totalRub,
        JSON.stringify(details),
        input.utm.campaign ?? null,
        input.utm.medium ?? null,
        input.utm.source ?? null,
        PAYMENT_WINDOW_MINUTES,
      ],
    );
    if (input.idempotency) await recordOrderIdempotencyKey(tx, input.idempotency, orderUuid);
    for (const flight of details.flights) {
      await tx.query('INSERT INTO flight_order_seats (order_uuid, flight_id, cabin, seats) VALUES ($1, $2, $3, $4)', [
        orderUuid,
        flight.flightId,
        details.cabin,
        seats,
      ]);
    }
    for (const [position, p] of passengers.entries()) {
      await tx.query(
        `INSERT INTO flight_order_passengers (id, order_uuid, position, passenger_type, gender, last_name, first_name, middle_name,
           birth_date, citizenship, document_type, document_number, document_expiry)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10, $11, $12, $13::date)`,
        [randomUUID(), orderUuid, position, ...passengerColumnValues(p)],
      );
    }
    const route = routeLabel(details);
    await tx.query(`INSERT INTO payments (uuid, order_uuid, purpose, description, amount_rub, status) VALUES ($1, $2, 'ORDER', $3, $4, 'PENDING')`, [
      randomUUID(),
      orderUuid,
      `Авиабилеты: ${route}`,
      offer.totalRub,
    ]);
  });
  return orderUuid;
}
