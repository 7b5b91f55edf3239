import { randomUUID } from 'node:crypto';
import { bookingPassengerIssues, parseRussianMobile, formatRussianMobile, type Passenger } from 'shared/node';
import { errors } from '../../http/http-error.js';
import type { Database, Transaction } from '../../db/database.js';
import type { Utm } from '../../http/request-context.js';
import type { StoredOffer } from '../offers/offer-store.js';
import { routeLabel } from '../offers/offer-details.js';
import { insertOrderPayment } from '../payments/payment-store.js';
import { recordIdempotencyKey, type Idempotency } from './order-idempotency-store.js';
import { insertOrder, insertOrderPassengers, insertOrderSeats, takeSeats } from './order-store.js';

/** Time to pay after booking; unpaid orders then expire and give their seats back. */
export const PAYMENT_WINDOW_MINUTES = 30;

export interface BookingInput {
  offer: StoredOffer;
  passengers: Passenger[];
  contacts: { email: string; phone: string };
  userId: string | null;
  utm: Utm;
  idempotency?: Idempotency | undefined;
}

/**
 * Books an offer: checks the passengers against it, then in one transaction takes the seats on every flight by a conditional
 * UPDATE (never oversold) and writes the order, passengers and payment (and `alsoInTransaction`'s booking mail).
 */
export async function bookOffer(db: Database, input: BookingInput, alsoInTransaction?: (tx: Transaction, orderUuid: string) => Promise<void>): Promise<string> {
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
      if (!(await takeSeats(tx, details.cabin, flight, seats))) {
        const segment = details.directions.flatMap((d) => d.segments).find((s) => s.flightId === flight.flightId);
        throw errors.conflict(`На рейсе ${segment?.flightNumber ?? flight.flightId} закончились места. Выберите другой вариант`);
      }
    }
    await insertOrder(tx, {
      uuid: orderUuid,
      userId: input.userId,
      email: input.contacts.email,
      phone: phone ? formatRussianMobile(phone) : input.contacts.phone,
      offer,
      utm: input.utm,
      paymentWindowMinutes: PAYMENT_WINDOW_MINUTES,
    });
    if (input.idempotency) await recordIdempotencyKey(tx, input.idempotency, orderUuid);
    await insertOrderSeats(tx, orderUuid, details.cabin, details.flights, seats);
    await insertOrderPassengers(tx, orderUuid, passengers);
    await insertOrderPayment(tx, { orderUuid, description: `Авиабилеты: ${routeLabel(details)}`, amountRub: offer.totalRub });
    await alsoInTransaction?.(tx, orderUuid);
  });
  return orderUuid;
}
