import { configureApiClient } from 'shared';
import { fakeApi, json, TEST_API_BASE } from 'shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstOrdersPage, requestFirstOrdersPageEarly } from '../first-orders-page';

const page = (uuid: string) => json(200, { items: [], nextCursor: uuid });

beforeEach(() => configureApiClient({ baseUrl: TEST_API_BASE }));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the first orders page asked for early', () => {
  it('is asked once with the stored token and taken once by the list', async () => {
    localStorage.setItem('token', 'jwt-a');
    const api = fakeApi({ 'GET /profile/orders': [page('early'), page('fresh')] });
    requestFirstOrdersPageEarly();
    expect(api.callsTo('GET', '/profile/orders')).toHaveLength(1);
    await expect(firstOrdersPage()).resolves.toMatchObject({ nextCursor: 'early' });
    await expect(firstOrdersPage()).resolves.toMatchObject({ nextCursor: 'fresh' });
    expect(api.callsTo('GET', '/profile/orders')[0]!.url.searchParams.get('limit')).toBe('20');
  });

  it('is never given to another person: a new token asks again', async () => {
    localStorage.setItem('token', 'jwt-a');
    const api = fakeApi({ 'GET /profile/orders': [page('of-a'), page('of-b')] });
    requestFirstOrdersPageEarly();
    localStorage.setItem('token', 'jwt-b');
    await expect(firstOrdersPage()).resolves.toMatchObject({ nextCursor: 'of-b' });
    expect(api.callsTo('GET', '/profile/orders').map((call) => call.headers.get('Authorization'))).toEqual(['Bearer jwt-a', 'Bearer jwt-b']);
  });

  it('asks nothing without a stored token', () => {
    const api = fakeApi();
    requestFirstOrdersPageEarly();
    expect(api.requests()).toEqual([]);
  });
});
