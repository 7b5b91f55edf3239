import { type Page } from '@playwright/test';
import { russianAdult } from 'shared/testing/passengers';
import { dateAhead } from '../../support/calendar-days';
import { encodeSearchString } from 'shared/node';
import { apiGet, apiPost, payOrderInSandbox } from '../payment/payment-api';

/**
 * Ticketed orders for the return and exchange journeys, made through the HTTP API as the booking
 * and payment pages make them (search → offer → order → card in the sandbox), so these tests start
 * on the order's page.
 */
export const secondAdult = { ...russianAdult, gender: 'f', lastName: 'Петрова', firstName: 'Мария', middleName: 'Ивановна', documentNumber: '4510654321' };

interface SearchResult {
  id: string;
  stops: number;
  seatsLeft: number;
  fares: { code: string; price: { perPassenger: { ADULT: number } } }[];
  directions: { segments: { flightId: string }[] }[];
}

/** MOW → LED `days` ahead for `adults`, as the search string writes it. */
export function searchStringOf(days: number, adults = 1): string {
  return encodeSearchString({
    origin: 'MOW',
    destination: 'LED',
    departureDate: dateAhead(days).iso,
    returnDate: null,
    adults,
    children: 0,
    infants: 0,
    isBusiness: false,
  });
}

/** A finished search's direct results with the fare (a new search each time: seats as they are now). */
export async function directResults(page: Page, apiBase: string, searchString: string, fare: string): Promise<SearchResult[]> {
  const search = await apiPost(page, apiBase, '/flights/searches?wait=true', { searchString });
  return (search.items as SearchResult[]).filter((r) => r.stops === 0 && r.fares.some((f) => f.code === fare));
}

/** A ticketed order on the cheapest direct flight of the day with the fare, for one or two adults. */
export async function ticketedOrder(page: Page, apiBase: string, options: { email: string; days: number; fare: string; adults?: 1 | 2; token?: string }) {
  const passengers = options.adults === 2 ? [russianAdult, secondAdult] : [russianAdult];
  const searchString = searchStringOf(options.days, passengers.length);
  const results = await directResults(page, apiBase, searchString, options.fare);
  const price = (r: SearchResult) => r.fares.find((f) => f.code === options.fare)!.price.perPassenger.ADULT;
  const result = [...results].sort((a, b) => price(a) - price(b))[0];
  if (!result) throw new Error(`no direct ${options.fare} flight for ${searchString}`);
  const offer = await apiPost(page, apiBase, '/flights/offers', { searchString, resultId: result.id, fareCode: options.fare });
  const order = await apiPost(
    page,
    apiBase,
    '/flights/orders',
    { offerId: offer.offerId, passengers, contacts: { email: options.email, phone: '+7 916 123-45-67' } },
    options.token,
  );
  await payOrderInSandbox(page, apiBase, order.orderUuid, options.token);
  const ticketed = await apiGet(page, apiBase, `/flights/orders/${order.orderUuid}`, options.token);
  return {
    order: ticketed as { orderUuid: string; passengers: { ticketNumber: string }[] },
    flightId: result.directions[0]!.segments[0]!.flightId,
    searchString,
  };
}

/** Seats on sale on a flight now, as a fresh one-adult search of its day shows them. */
export async function seatsOnSale(page: Page, apiBase: string, days: number, flightId: string, fare: string): Promise<number> {
  const results = await directResults(page, apiBase, searchStringOf(days, 1), fare);
  const result = results.find((r) => r.directions[0]!.segments[0]!.flightId === flightId);
  if (!result) throw new Error(`flight ${flightId} not in the search of day +${days}`);
  return result.seatsLeft;
}
