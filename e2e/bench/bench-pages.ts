// The pages the lab measures: one per area and the heaviest journeys of the flights area.
// The booking page needs a live offer (30 minutes), so one is made through the API as a visitor would.
import { russianAdult } from 'shared/testing/passengers';
import { XSRF_COOKIE, XSRF_HEADER, XSRF_PRIME_PATH } from '../../shared/src/api-client/request-rules.js';
import { DEMO_ACCOUNT } from '../support/profile/profile-api';

export interface BenchPage {
  label: string;
  path: string;
}

/** A valid search string (product rules §3): Moscow → St Petersburg and back, one adult, dates a month ahead. */
export function searchStringFromToday(today = new Date()): string {
  const day = (offsetDays: number) => {
    const date = new Date(today.getTime() + offsetDays * 86_400_000);
    return `${String(date.getUTCDate()).padStart(2, '0')}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  return `MOW${day(30)}LED${day(37)}1`;
}

/** Calls to one platform's API as the site makes them (the XSRF cookie echoed, a Bearer token when given). */
async function apiCaller(apiOrigin: string) {
  const prime = await fetch(`${apiOrigin}${XSRF_PRIME_PATH}`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(prime.headers.getSetCookie().join('; '))?.[1];
  if (!token) throw new Error('no XSRF cookie');
  return async <T>(path: string, body: unknown, bearer?: string): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${apiOrigin}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: `${XSRF_COOKIE}=${token}`,
        [XSRF_HEADER]: decodeURIComponent(token),
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
}

async function createOffer(apiOrigin: string, searchString: string, resultIndex = 0): Promise<string> {
  const post = await apiCaller(apiOrigin);
  const search = await post<{ items?: Array<{ id: string; fares: Array<{ code: string }> }> }>('/flights/searches?wait=true', { searchString });
  // a search result's id is the offer call's resultId; its first fare is one the trip really has
  const result = search.body.items?.[resultIndex];
  if (!result?.fares[0]) throw new Error(`search ${searchString}: HTTP ${search.status}, no results`);
  const offer = await post<{ offerId?: string }>('/flights/offers', { searchString, resultId: result.id, fareCode: result.fares[0].code });
  if (!offer.body.offerId) throw new Error(`offer: HTTP ${offer.status}`);
  return offer.body.offerId;
}

/**
 * The demo account's token, with one order booked for it (the order list's first row needs one):
 * a real login and booking through the platform's own API.
 */
export async function demoTravellerWithOrder(apiOrigin: string): Promise<string> {
  const post = await apiCaller(apiOrigin);
  const login = await post<{ token?: string }>('/private/login_check', DEMO_ACCOUNT);
  if (!login.body.token) throw new Error(`demo login: HTTP ${login.status}`);
  const offerId = await createOffer(apiOrigin, searchStringFromToday(new Date(Date.now() + 86_400_000)), 1);
  const order = await post<{ orderUuid?: string }>(
    '/flights/orders',
    { offerId, passengers: [{ ...russianAdult, citizenship: 'RU' }], contacts: { email: DEMO_ACCOUNT.email, phone: '+79161234567' } },
    login.body.token,
  );
  if (!order.body.orderUuid) throw new Error(`order: HTTP ${order.status}`);
  return login.body.token;
}

/** A live offer for the booking page (an offer lives 30 minutes), or an unknown one when the API has none. */
export async function bookingOfferId(apiOrigin: string, searchString: string): Promise<string> {
  try {
    return await createOffer(apiOrigin, searchString);
  } catch (error) {
    // the page still loads its area and shows the API's «expired» answer: bytes stay comparable
    console.warn(`bench: no live offer (${(error as Error).message}); the booking page is measured with an unknown offer`);
    return '00000000-0000-4000-8000-000000000000';
  }
}

export async function benchPages(apiOrigin: string): Promise<BenchPage[]> {
  const searchString = searchStringFromToday();
  const offerId = await bookingOfferId(apiOrigin, searchString);
  return [
    { label: 'home', path: '/' },
    { label: 'search', path: `/search/${searchString}` },
    { label: 'booking', path: `/avia/offers/${offerId}` },
    { label: 'orders', path: '/profile/orders' },
    { label: 'about', path: '/about' },
    { label: 'tours', path: '/tours' },
  ];
}
