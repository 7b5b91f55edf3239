import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { russianAdult } from 'shared/testing/passengers';
import { oneWaySearchString } from '../calendar-days';

/**
 * A signed-in traveller's calls straight to the API, as the site makes them (XSRF cookie echoed,
 * Bearer token), for profile tests that need orders without clicking through a booking each time.
 */
export class TravellerApi {
  private constructor(
    private readonly request: APIRequestContext,
    readonly apiBase: string,
    readonly token: string | null,
    private readonly xsrf: string,
  ) {}

  /** `token` null: an anonymous visitor's calls (XSRF only), e.g. the dev endpoints. */
  static async of(page: Page, apiBase: string, token: string | null): Promise<TravellerApi> {
    const request = page.context().request;
    await request.get(`${apiBase}/xsrf`);
    const cookie = (await page.context().cookies(apiBase)).find((entry) => entry.name === 'XSRF-TOKEN');
    if (!cookie) throw new Error('the API set no XSRF-TOKEN cookie');
    return new TravellerApi(request, apiBase, token, decodeURIComponent(cookie.value));
  }

  private headers(extra: Record<string, string> = {}) {
    return { ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}), 'X-XSRF-TOKEN': this.xsrf, ...extra };
  }

  /** `timeout`: for a call that works for a while before it answers (a forced price-alert round). */
  async post<T>(path: string, data: unknown, extraHeaders: Record<string, string> = {}, timeout?: number): Promise<T> {
    const response = await this.request.post(`${this.apiBase}${path}`, { data, headers: this.headers(extraHeaders), timeout });
    expect(response.status(), `POST ${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as T;
  }

  async get<T>(path: string): Promise<T> {
    const response = await this.request.get(`${this.apiBase}${path}`, { headers: this.headers() });
    expect(response.status(), `GET ${path}`).toBeLessThan(300);
    return (await response.json()) as T;
  }

  /**
   * Books `count` orders of one adult each through search → offer → order. Each flight has a few
   * seats, so the orders spread over the results of searches on consecutive days.
   */
  async bookOrders(count: number, email: string): Promise<string[]> {
    const orderUuids: string[] = [];
    for (let dayOffset = 20; orderUuids.length < count && dayOffset < 60; dayOffset += 1) {
      const searchString = oneWaySearchString('MOW', 'LED', dayOffset);
      const search = await this.post<{ items: { id: string; seatsLeft: number; fares: { code: string }[] }[] }>('/flights/searches?wait=true', {
        searchString,
      });
      for (const result of search.items) {
        // two orders a flight at most, a seat always spare: results of one day may share a flight
        const take = Math.min(2, result.seatsLeft - 1, count - orderUuids.length);
        for (let index = 0; index < take; index += 1) {
          const { offerId } = await this.post<{ offerId: string }>('/flights/offers', { searchString, resultId: result.id, fareCode: result.fares[0]!.code });
          const order = await this.post<{ orderUuid: string }>('/flights/orders', {
            offerId,
            passengers: [{ ...russianAdult, citizenship: 'RU' }],
            contacts: { email, phone: '+79161234567' },
          });
          orderUuids.push(order.orderUuid);
        }
        if (orderUuids.length >= count) break;
      }
    }
    expect(orderUuids).toHaveLength(count);
    return orderUuids;
  }

  /** Pays a payment by card in the sandbox acquirer (its «Оплатить» form is a plain GET). */
  async payByCard(startPath: string, idempotencyKey: string): Promise<void> {
    const attempt = await this.post<{ redirectUrl: string }>(startPath, { method: 'card' }, { 'Idempotency-Key': idempotencyKey });
    const paid = await this.request.get(`${attempt.redirectUrl}/pay`, { maxRedirects: 0 });
    expect(paid.status(), 'the sandbox acquirer redirects back to the site').toBe(302);
  }

  async payOrder(orderUuid: string): Promise<void> {
    await this.payByCard(`/flights/orders/${orderUuid}/payments`, `e2e-order-${orderUuid}`);
  }

  async payExtraPayment(paymentUuid: string): Promise<void> {
    await this.payByCard(`/payments/${paymentUuid}/attempts`, `e2e-extra-${paymentUuid}`);
  }
}

export const DEMO_ACCOUNT = { email: 'demo@example.ru', password: 'demo-password-2025' };

const tokens = new Map<string, Promise<string>>();

/**
 * A token of an existing account, asked once per test process: logins are rate-limited per e-mail
 * and per address (product rules §D accounts), and several tests here need the demo account.
 */
export function tokenOf(page: Page, apiBase: string, account: { email: string; password: string }): Promise<string> {
  let token = tokens.get(account.email);
  if (!token) {
    token = (async () => {
      const request = page.context().request;
      await request.get(`${apiBase}/xsrf`);
      const cookie = (await page.context().cookies(apiBase)).find((entry) => entry.name === 'XSRF-TOKEN');
      const response = await request.post(`${apiBase}/private/login_check`, {
        data: account,
        headers: { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') },
      });
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { token: string }).token;
    })();
    tokens.set(account.email, token);
  }
  return token;
}
