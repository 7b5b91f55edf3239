import { randomUUID } from 'node:crypto';
import { addDaysIso, encodeSearchString, moscowTodayIso, type FlightSearchParams } from 'shared/node';
import { DEMO_USER } from '../accounts/demo-user.js';
import { describeError } from '../logger.js';
import type { FlightsContext } from './flights-context.js';
import { createOffer } from './offers/offers-store.js';
import { bookOffer } from './orders/booking.js';
import { completeAttempt, createAttempt } from './payments/payments-service.js';
import { findPayment } from './payments/payments-store.js';
import { generatedSeatsOnly } from './search/seat-availability.js';
import { TripSearch } from './search/trip-search.js';

const DEMO_PASSENGER = {
  passengerType: 'ADULT',
  gender: 'm',
  lastName: 'Демидов',
  firstName: 'Дмитрий',
  middleName: 'Сергеевич',
  birthDate: '14.03.1988',
  citizenship: 'RU',
  documentType: 'PASSPORT',
  documentNumber: '4512345678',
  documentExpiryDate: '',
} as const;

/**
 * Demo data for the local platform: the demo user gets a saved passenger and one ticketed
 * order (Moscow → Sochi a month ahead), so the profile pages have something to show. Idempotent.
 */
export async function seedDemoFlights(ctx: FlightsContext): Promise<void> {
  if (!ctx.config.seedDemo) return;
  try {
    const { rows: users } = await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [DEMO_USER.email]);
    const userId = users[0]?.id;
    if (!userId) return;
    const { rows: existing } = await ctx.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM flight_orders WHERE user_id = $1', [userId]);
    if ((existing[0]?.n ?? 0) > 0) return;
    const params: FlightSearchParams = {
      origin: 'MOW',
      destination: 'AER',
      departureDate: addDaysIso(moscowTodayIso(), 30),
      returnDate: null,
      adults: 1,
      children: 0,
      infants: 0,
      isBusiness: false,
    };
    const [trip] = new TripSearch(ctx.domain.engine, ctx.domain.reference, params, generatedSeatsOnly, moscowTodayIso(), false).runPhase(0);
    if (!trip) return;
    const offer = await createOffer(ctx.db, ctx.domain, params, encodeSearchString(params), trip.id, 'STANDARD');
    const orderUuid = await bookOffer(ctx.db, {
      offer,
      passengers: [DEMO_PASSENGER],
      contacts: { email: DEMO_USER.email, phone: `+7${DEMO_USER.phone.number}` },
      userId,
      utm: {},
    });
    const { rows: payments } = await ctx.db.query<{ uuid: string }>(`SELECT uuid FROM payments WHERE order_uuid = $1 AND purpose = 'ORDER'`, [orderUuid]);
    const payment = (await findPayment(ctx.db, payments[0]!.uuid))!;
    const attempt = await createAttempt(ctx, payment, 'card', `demo-seed-${orderUuid}`, 'http://127.0.0.1');
    await completeAttempt(ctx, attempt.view.attemptId, true);
    await ctx.db.query(
      `INSERT INTO saved_passengers (uuid, user_id, passenger_type, gender, last_name, first_name, middle_name, birth_date, citizenship, document_type, document_number)
       VALUES ($6, $1, 'ADULT', 'm', $2, $3, $4, '1988-03-14', 'RU', 'PASSPORT', $5)`,
      [userId, DEMO_PASSENGER.lastName, DEMO_PASSENGER.firstName, DEMO_PASSENGER.middleName, DEMO_PASSENGER.documentNumber, randomUUID()],
    );
  } catch (error) {
    // Demo data must never stop the API from starting.
    ctx.logger.error('flights demo seed failed', describeError(error));
  }
}
