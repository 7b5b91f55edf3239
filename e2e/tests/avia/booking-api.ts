import { expect, type Page } from '@playwright/test';
import { apiBaseOf } from '../../support/frame/frame-api';

interface SearchPoll {
  complete: boolean;
  cursor: number;
  items: { id: string; fares: { code: string }[] }[];
}

async function xsrfHeaders(page: Page, apiBase: string): Promise<Record<string, string>> {
  const request = page.context().request;
  await request.get(`${apiBase}/xsrf`);
  const xsrf = (await page.context().cookies(apiBase)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) throw new Error('the API set no XSRF-TOKEN cookie');
  return { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
}

/**
 * A real offer for a search string, made through the API as the results page makes it (search,
 * poll until the first result, choose its first fare), so a booking test starts on its page.
 */
export async function createOffer(page: Page, searchString: string): Promise<{ offerId: string; apiBase: string }> {
  const apiBase = await apiBaseOf(page.context().request);
  const request = page.context().request;
  const headers = await xsrfHeaders(page, apiBase);
  const search = await request.post(`${apiBase}/flights/searches`, { data: { searchString }, headers });
  expect(search.status(), await search.text()).toBe(201);
  const { searchId } = (await search.json()) as { searchId: string };
  let first: SearchPoll['items'][number] | undefined;
  await expect
    .poll(
      async () => {
        const poll = (await (await request.get(`${apiBase}/flights/searches/${searchId}`, { params: { after: 0 } })).json()) as SearchPoll;
        first = poll.items[0];
        return Boolean(first);
      },
      { timeout: 20_000, message: `results of ${searchString}` },
    )
    .toBe(true);
  const offer = await request.post(`${apiBase}/flights/offers`, { data: { searchString, resultId: first!.id, fareCode: first!.fares[0]!.code }, headers });
  expect(offer.status(), await offer.text()).toBe(201);
  return { offerId: ((await offer.json()) as { offerId: string }).offerId, apiBase };
}

/** Saves a passenger to an account's profile (POST /profile/passengers with its bearer token). */
export async function savePassenger(page: Page, apiBase: string, token: string, passenger: Record<string, string>): Promise<void> {
  const headers = { ...(await xsrfHeaders(page, apiBase)), Authorization: `Bearer ${token}` };
  const response = await page.context().request.post(`${apiBase}/profile/passengers`, { data: passenger, headers });
  expect(response.status(), await response.text()).toBe(201);
}
