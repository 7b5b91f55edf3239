import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { russianAdult } from 'shared/testing/passengers';
import { oneWaySearchString } from '../../support/calendar-days';

/**
 * Orders for the payment journeys, made through the HTTP API as the booking page would make
 * them (search → offer → order, api/src/flights/README.md), so these tests start at paying.
 */
export interface ApiSession {
  request: APIRequestContext;
  apiBase: string;
  /** Bearer token of a signed-in traveller; none for a guest. */
  token?: string;
}

async function xsrfHeaders(page: Page, apiBase: string): Promise<Record<string, string>> {
  const request = page.context().request;
  let xsrf = (await page.context().cookies(apiBase)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) {
    await request.get(`${apiBase}/xsrf`);
    xsrf = (await page.context().cookies(apiBase)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  }
  if (!xsrf) throw new Error('the API set no XSRF-TOKEN cookie');
  return { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
}

export async function apiPost(page: Page, apiBase: string, path: string, data: unknown, token?: string, headers: Record<string, string> = {}) {
  const response = await page.context().request.post(`${apiBase}${path}`, {
    data,
    headers: { ...(await xsrfHeaders(page, apiBase)), ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
  });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

export async function apiGet(page: Page, apiBase: string, path: string, token?: string) {
  const response = await page.context().request.get(`${apiBase}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

/** A Russian adult on a Russian passport: the simplest passenger every rule accepts. */
const adult = { ...russianAdult, citizenship: 'RU' };

/** A booked order of one adult, MOW → LED `days` ahead; answers the order as the API gives it. */
export async function bookOrder(page: Page, apiBase: string, email: string, options: { token?: string; days?: number } = {}) {
  const searchString = oneWaySearchString('MOW', 'LED', options.days ?? 30);
  const search = await apiPost(page, apiBase, '/flights/searches?wait=true', { searchString });
  const result = (search.items as { id: string; fares: { code: string }[] }[])[0];
  if (!result) throw new Error(`no flights for ${searchString}`);
  const offer = await apiPost(page, apiBase, '/flights/offers', { searchString, resultId: result.id, fareCode: result.fares[0]!.code });
  return apiPost(
    page,
    apiBase,
    '/flights/orders',
    { offerId: offer.offerId, passengers: [adult], contacts: { email, phone: '+7 916 123-45-67' } },
    options.token,
  ) as Promise<{ orderUuid: string; total: number; email: string }>;
}

/**
 * Pays an order through the sandbox acquirer without a browser (for tests about what comes after).
 * An account's order answers only to its owner, so pass the owner's token for one.
 */
export async function payOrderInSandbox(page: Page, apiBase: string, orderUuid: string, token?: string) {
  const attempt = await apiPost(page, apiBase, `/flights/orders/${orderUuid}/payments`, { method: 'card' }, token, {
    'Idempotency-Key': `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
  });
  await apiPost(page, apiBase, `/sandbox/acquirer/${attempt.attemptId}/complete`, { outcome: 'success' });
}
