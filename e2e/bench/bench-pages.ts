// The pages the lab measures: one per area and the heaviest journeys of the flights area.
// The booking page needs a live offer (30 minutes), so one is made through the API as a visitor would.
import { XSRF_COOKIE, XSRF_HEADER, XSRF_PRIME_PATH } from '../../shared/src/contracts/request-conventions';

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

async function createOffer(apiOrigin: string, searchString: string): Promise<string> {
  const prime = await fetch(`${apiOrigin}${XSRF_PRIME_PATH}`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(prime.headers.getSetCookie().join('; '))?.[1];
  if (!token) throw new Error('no XSRF cookie');
  const headers = { 'Content-Type': 'application/json', Cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: decodeURIComponent(token) };
  const search = await fetch(`${apiOrigin}/flights/searches?wait=true`, { method: 'POST', headers, body: JSON.stringify({ searchString }) });
  // a search result's id is the offer call's resultId; its first fare is one the trip really has
  const state = (await search.json()) as { items?: Array<{ id: string; fares: Array<{ code: string }> }> };
  const result = state.items?.[0];
  if (!result?.fares[0]) throw new Error(`search ${searchString}: HTTP ${search.status}, no results`);
  const offer = await fetch(`${apiOrigin}/flights/offers`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ searchString, resultId: result.id, fareCode: result.fares[0].code }),
  });
  const body = (await offer.json()) as { offerId?: string };
  if (!body.offerId) throw new Error(`offer: HTTP ${offer.status}`);
  return body.offerId;
}

export async function benchPages(apiOrigin: string): Promise<BenchPage[]> {
  const searchString = searchStringFromToday();
  let offerId: string;
  try {
    offerId = await createOffer(apiOrigin, searchString);
  } catch (error) {
    // the page still loads its area and shows the API's «expired» answer: bytes stay comparable
    console.warn(`bench: no live offer (${(error as Error).message}); the booking page is measured with an unknown offer`);
    offerId = '00000000-0000-4000-8000-000000000000';
  }
  return [
    { label: 'home', path: '/' },
    { label: 'search', path: `/search/${searchString}` },
    { label: 'booking', path: `/avia/offers/${offerId}` },
    { label: 'orders', path: '/profile/orders' },
    { label: 'about', path: '/about' },
    { label: 'tours', path: '/tours' },
  ];
}
