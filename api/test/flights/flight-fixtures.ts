import {
  addDaysIso,
  DEFAULT_SEARCH_PASSENGERS,
  encodeSearchString,
  filterResults,
  moscowTodayIso,
  NO_FILTERS,
  type FlightResult,
  type FlightSearchParams,
  type ResultFilterState,
} from 'shared/node';
import type { TestApi } from '../support/test-api.js';

export { internationalAdult, russianAdult } from 'shared/testing/passengers';

/** A search `days` ahead (far enough for stable advance-purchase prices). */
export function searchStringFor(partial: Partial<FlightSearchParams> = {}, days = 30): string {
  const departureDate = addDaysIso(moscowTodayIso(), days);
  return encodeSearchString({
    origin: 'MOW',
    destination: 'LED',
    departureDate,
    returnDate: null,
    ...DEFAULT_SEARCH_PASSENGERS,
    ...partial,
  });
}

/** Starts a search and polls until it completes; returns the id. */
export async function completedSearch(api: TestApi, searchString: string): Promise<string> {
  const created = await api.request('POST', '/flights/searches', { json: { searchString } });
  if (created.status !== 201) throw new Error(`search: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.searchId as string;
  for (let i = 0; i < 200; i += 1) {
    const poll = await api.request('GET', `/flights/searches/${id}`);
    if (poll.body.complete) return id;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('search did not complete');
}

/** Every result of a search as the page receives them, filtered and sorted by the page's own rules. */
export async function resultsOf(api: TestApi, searchId: string, filters: Partial<ResultFilterState> = {}): Promise<FlightResult[]> {
  const poll = await api.request('GET', `/flights/searches/${searchId}?after=0`);
  if (poll.status !== 200) throw new Error(`poll: ${poll.status} ${JSON.stringify(poll.body)}`);
  return filterResults(poll.body.items as FlightResult[], { ...NO_FILTERS, ...filters }).items.map((item) => item.result);
}

/** An offer for the cheapest direct result of the search. */
export async function createOfferFor(api: TestApi, searchString: string, fareCode = 'LIGHT'): Promise<any> {
  const id = await completedSearch(api, searchString);
  const resultId = (await resultsOf(api, id, { sort: 'cheapest', stops: [0] }))[0]!.id;
  const offer = await api.request('POST', '/flights/offers', { json: { searchString, resultId, fareCode } });
  if (offer.status !== 201) throw new Error(`offer: ${offer.status} ${JSON.stringify(offer.body)}`);
  return offer.body;
}

export const contacts = { email: 'traveller@example.ru', phone: '+7 916 123-45-67' };
