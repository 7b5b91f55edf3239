// @vitest-environment jsdom
import { configureApiClient, STORAGE_KEYS } from 'shared';
import { listProfileOrders, ORDERS_PAGE_SIZE } from 'shared/flights';
import { EARLY_API as API, forgetEarlyScript, runEarlyScript as runScript } from './early-script-harness';

// The early script (before-bundle.js) asks for a signed-in visitor's first page of orders from the
// URL; the profile's own request takes that answer, but only under the token it was asked with:
// the list is private, so after a sign-out or under another account the client asks afresh.
const ORDERS_URL = `${API}/profile/orders?limit=${ORDERS_PAGE_SIZE}`;

function runEarlyScript(pathname: string) {
  let asked = 0;
  const { fetchMock, callsTo } = runScript(pathname, (url) => {
    if (!url.startsWith(`${API}/profile/orders`)) return undefined;
    asked += 1;
    return Response.json({ items: [], nextCursor: asked === 1 ? 'early' : 'asked' }, { headers: { 'Cache-Control': 'no-store' } });
  });
  return { fetchMock, orderCalls: () => callsTo('/profile/orders') };
}

beforeEach(() => {
  configureApiClient({ baseUrl: `${API}/` });
});

afterEach(forgetEarlyScript);

describe('the early script asks for the order list of a signed-in visitor', () => {
  it('makes the request the list would make, with the token and the XSRF cookie, and the list takes its answer', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt-a');
    const { orderCalls } = runEarlyScript('/profile/orders');
    await vi.waitFor(() => expect(orderCalls()).toHaveLength(1));
    const [url, init] = orderCalls()[0]!;
    expect(url).toBe(ORDERS_URL);
    expect(init).toMatchObject({
      credentials: 'include',
      headers: { Accept: 'application/json', Authorization: 'Bearer jwt-a', 'X-XSRF-TOKEN': 'from-cookie' },
    });
    await expect(listProfileOrders({ limit: ORDERS_PAGE_SIZE })).resolves.toMatchObject({ nextCursor: 'early' });
    expect(orderCalls()).toHaveLength(1);
  });

  it('is not used after a sign-out: the list asks again without a token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt-a');
    const { orderCalls } = runEarlyScript('/profile/orders');
    await vi.waitFor(() => expect(orderCalls()).toHaveLength(1));
    localStorage.removeItem(STORAGE_KEYS.token);
    await expect(listProfileOrders({ limit: ORDERS_PAGE_SIZE })).resolves.toMatchObject({ nextCursor: 'asked' });
    expect(orderCalls()).toHaveLength(2);
    expect(new Headers(orderCalls()[1]![1]!.headers).has('Authorization')).toBe(false);
  });

  it('is not used under another stored token: the list asks again with that one', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt-a');
    const { orderCalls } = runEarlyScript('/profile/orders');
    await vi.waitFor(() => expect(orderCalls()).toHaveLength(1));
    localStorage.setItem(STORAGE_KEYS.token, 'jwt-b');
    await expect(listProfileOrders({ limit: ORDERS_PAGE_SIZE })).resolves.toMatchObject({ nextCursor: 'asked' });
    expect(new Headers(orderCalls()[1]![1]!.headers).get('Authorization')).toBe('Bearer jwt-b');
    // and the first account, signed in again, still never gets an answer twice
    localStorage.setItem(STORAGE_KEYS.token, 'jwt-a');
    await expect(listProfileOrders({ limit: ORDERS_PAGE_SIZE })).resolves.toMatchObject({ nextCursor: 'asked' });
    expect(orderCalls()).toHaveLength(3);
  });

  // nor the session check (early-session-check.test.ts): both are private, asked only as the client would ask
  it('asks nothing signed out, or when the client would add UTM parameters', async () => {
    for (const [pathname, token] of [
      ['/profile/orders', null],
      ['/profile/orders?utm_source=mail', 'jwt-a'],
    ] as const) {
      if (token) localStorage.setItem(STORAGE_KEYS.token, token);
      const { fetchMock, orderCalls } = runEarlyScript(pathname);
      await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/remotes.json'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(orderCalls()).toHaveLength(0);
      expect(fetchMock.mock.calls.filter(([url]) => String(url) === `${API}/private/login`)).toHaveLength(0);
      forgetEarlyScript();
    }
  });
});
