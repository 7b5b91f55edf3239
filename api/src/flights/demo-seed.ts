import { addDaysIso, encodeSearchString, moscowTodayIso, type FlightSearchParams } from 'shared/node';
import { describeError } from '../logger.js';
import type { FlightsContext } from './flights-context.js';
import { createOffer } from './offers/offer-service.js';
import { bookOffer } from './orders/booking.js';
import { countUserOrders } from './orders/order-store.js';
import { completeAttempt, createAttempt } from './payments/payment-service.js';
import { insertSavedPassenger } from './passengers/saved-passenger-store.js';
import { findOrderPayment } from './payments/payment-store.js';
import { generatedSeatsOnly } from './search/seat-store.js';
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
    const demoUser = await ctx.accounts.demoUser();
    if (!demoUser) return;
    const userId = demoUser.id;
    if ((await countUserOrders(ctx.db, userId)) > 0) return;
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
      contacts: { email: demoUser.email, phone: demoUser.phone },
      userId,
      utm: {},
    });
    const payment = (await findOrderPayment(ctx.db, orderUuid))!;
    await completeAttempt(ctx, await createAttempt(ctx, payment, 'card', undefined), true);
    await insertSavedPassenger(ctx.db, userId, DEMO_PASSENGER);
  } catch (error) {
    // Demo data must never stop the API from starting.
    ctx.logger.error('flights demo seed failed', describeError(error));
  }
}
