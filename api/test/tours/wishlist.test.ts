import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOUR_LIMITS, tourHash, wishlistElementSchema, wishlistSchema } from 'shared/node';
import { createTestApi, isErrorShape, type TestApi, type TestResponse } from '../support/test-api.js';
import { daysAhead, wishlistBody } from './tour-fixtures.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ rateLimits: { loginPerMinute: 1000, restorePerMinute: 1000 } });
});
afterAll(() => api.close());

let accounts = 0;
const newAccount = async () => {
  accounts += 1;
  const email = `wish${accounts}-${Date.now()}@example.ru`;
  const { token } = await api.signUpConfirmed(email);
  return { email, token };
};

/** The anonymous wishlist cookie the API set, as a Cookie header value. */
function visitorCookie(res: TestResponse): string {
  const header = res.headers.get('set-cookie') ?? '';
  const match = /tours_visitor=([^;]+)/.exec(header);
  if (!match) throw new Error(`no visitor cookie in ${header}`);
  return `tours_visitor=${match[1]}`;
}

describe('an account wishlist', () => {
  it('adds a tour once: the same tour twice is one element with a stable hash', async () => {
    const { token } = await newAccount();
    const first = await api.request('POST', '/tours/wishlist', { token, json: wishlistBody() });
    expect(first.status).toBe(201);
    const element = v.parse(wishlistElementSchema, first.body);
    // The hash the browser computes for the optimistic heart is the server's.
    expect(element.hash).toBe(tourHash({ ...wishlistBody(), childrenAges: [5, 7] } as never));
    expect(element.tourParameters).toEqual({ nights: 7, adults: 2, childrenAges: [5, 7], departureDate: daysAhead(40), returnDate: daysAhead(47) });
    expect(element.departureCity?.nameCases.genitive).toBe('Москвы');
    expect(element.url).toBe(`/tours/hotels/1001?from=MOW&date=${daysAhead(40)}&nights=7&adults=2&children=5%2C7`);
    expect(element.hotel.id).toBe(1001);

    // Children in another order are the same party, so the same element.
    const again = await api.request('POST', '/tours/wishlist', { token, json: wishlistBody({ childrenAges: [5, 7] }) });
    expect(again.status).toBe(200);
    expect(again.body.hash).toBe(element.hash);
    const list = v.parse(wishlistSchema, (await api.request('GET', '/tours/wishlist', { token })).body);
    expect(list.map((item) => item.hash)).toEqual([element.hash]);
    expect(list[0]!.price).toBeGreaterThan(0);
  });

  it('gives a different hash when any tour parameter differs, and keeps the order of adding', async () => {
    const { token } = await newAccount();
    const bodies = [
      wishlistBody(),
      wishlistBody({ hotelId: 1002 }),
      wishlistBody({ departureCityCode: 'LED' }),
      wishlistBody({ departureDate: daysAhead(41) }),
      wishlistBody({ nights: 8 }),
      wishlistBody({ adults: 1 }),
      wishlistBody({ childrenAges: [] }),
    ];
    const hashes: string[] = [];
    for (const body of bodies) {
      const res = await api.request('POST', '/tours/wishlist', { token, json: body });
      expect(res.status).toBe(201);
      hashes.push(res.body.hash);
    }
    expect(new Set(hashes).size).toBe(bodies.length);
    const list = (await api.request('GET', '/tours/wishlist', { token })).body as { hash: string }[];
    expect(list.map((item) => item.hash)).toEqual(hashes);
  });

  it("never shows or deletes another account's elements", async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    const added = await api.request('POST', '/tours/wishlist', { token: alice.token, json: wishlistBody({ hotelId: 1010 }) });
    expect(added.status).toBe(201);
    expect((await api.request('GET', '/tours/wishlist', { token: bob.token })).body).toEqual([]);
    // Bob deleting Alice's hash touches only Bob's (empty) wishlist.
    expect((await api.request('DELETE', `/tours/wishlist/elements/${added.body.hash}`, { token: bob.token })).status).toBe(204);
    expect((await api.request('GET', '/tours/wishlist', { token: alice.token })).body).toHaveLength(1);
    // Nor does an anonymous visitor see it.
    expect((await api.request('GET', '/tours/wishlist')).body).toEqual([]);
  });

  it('removes an element; removing again is still 204; a malformed hash is 404', async () => {
    const { token } = await newAccount();
    const added = await api.request('POST', '/tours/wishlist', { token, json: wishlistBody() });
    expect((await api.request('DELETE', `/tours/wishlist/elements/${added.body.hash}`, { token })).status).toBe(204);
    expect((await api.request('GET', '/tours/wishlist', { token })).body).toEqual([]);
    expect((await api.request('DELETE', `/tours/wishlist/elements/${added.body.hash}`, { token })).status).toBe(204);
    const bad = await api.request('DELETE', '/tours/wishlist/elements/not-a-hash', { token });
    expect(bad.status).toBe(404);
    expect(isErrorShape(bad.body)).toBe(true);
  });

  it('refuses bad bodies with Russian messages', async () => {
    const { token } = await newAccount();
    const cases: [Record<string, unknown>, string, number][] = [
      [{ hotelId: 'abc' }, 'hotelId', 400],
      [{ departureDate: '2026-13-01' }, 'departureDate', 400],
      [{ departureDate: daysAhead(-1) }, 'departureDate', 400],
      [{ nights: 0 }, 'nights', 400],
      [{ adults: 0 }, 'adults', 400],
      [{ childrenAges: [3, 20] }, 'childrenAges', 400],
      [{ departureCityCode: 'QQQ' }, 'departureCityCode', 400],
      [{ hotelId: 99 }, '', 404],
    ];
    for (const [overrides, field, status] of cases) {
      const res = await api.request('POST', '/tours/wishlist', { token, json: wishlistBody(overrides) });
      expect(res.status, JSON.stringify(overrides)).toBe(status);
      expect(isErrorShape(res.body), JSON.stringify(res.body)).toBe(true);
      if (field)
        expect(
          Object.keys(res.body.error.fields ?? {}).some((name) => name.startsWith(field)),
          JSON.stringify(res.body),
        ).toBe(true);
    }
    expect((await api.request('POST', '/tours/wishlist', { token, json: [] })).status).toBe(400);
    expect((await api.request('POST', '/tours/wishlist', { token, rawBody: 'hotelId=1', headers: { 'content-type': 'text/plain' } })).status).toBe(400);
  });

  it(`holds at most ${TOUR_LIMITS.maxWishlistElements} tours, yet adding one already there still answers it`, async () => {
    const { token, email } = await newAccount();
    expect((await api.request('POST', '/tours/wishlist', { token, json: wishlistBody() })).status).toBe(201);
    const { rows } = await api.db.query<{ id: string }>('SELECT w.id FROM tour_wishlists w JOIN users u ON u.id = w.user_id WHERE lower(u.email) = lower($1)', [
      email,
    ]);
    const wishlistId = rows[0]!.id;
    await api.db.query(
      `INSERT INTO tour_wishlist_elements (wishlist_id, hash, hotel_id, departure_city_code, departure_date, nights, adults, children_ages)
       SELECT $1, lpad(to_hex(n), 16, '0'), 1001, 'MOW', $2::date, 7, 2, '' FROM generate_series(1, $3::integer) AS n`,
      [wishlistId, daysAhead(50), TOUR_LIMITS.maxWishlistElements - 1],
    );
    const full = await api.request('POST', '/tours/wishlist', { token, json: wishlistBody({ nights: 9 }) });
    expect(full.status).toBe(409);
    expect(full.body.error.message).toMatch(/не больше 200/);
    expect((await api.request('POST', '/tours/wishlist', { token, json: wishlistBody() })).status).toBe(200);
  });
});

describe("an anonymous visitor's wishlist", () => {
  it('lives behind an httpOnly cookie that only its browser holds', async () => {
    const added = await api.request('POST', '/tours/wishlist', { json: wishlistBody() });
    expect(added.status).toBe(201);
    const setCookie = added.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/tours_visitor=[A-Za-z0-9_-]{43}/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = visitorCookie(added);

    const mine = await api.request('GET', '/tours/wishlist', { headers: { cookie } });
    expect(mine.body.map((e: { hash: string }) => e.hash)).toEqual([added.body.hash]);
    expect(mine.headers.get('cache-control')).toBe('no-store');

    // Adding more keeps the same wishlist (no new cookie).
    const second = await api.request('POST', '/tours/wishlist', { json: wishlistBody({ nights: 10 }), headers: { cookie } });
    expect(second.status).toBe(201);
    expect(second.headers.get('set-cookie') ?? '').not.toMatch(/tours_visitor=/);

    // Another visitor, a forged key and no cookie see nothing.
    const other = visitorCookie(await api.request('POST', '/tours/wishlist', { json: wishlistBody({ hotelId: 1003 }) }));
    expect((await api.request('GET', '/tours/wishlist', { headers: { cookie: other } })).body).toHaveLength(1);
    expect((await api.request('GET', '/tours/wishlist', { headers: { cookie: `tours_visitor=${'A'.repeat(43)}` } })).body).toEqual([]);
    // A key the client made up is never adopted: adding with it gets a fresh key from the server.
    const forged = await api.request('POST', '/tours/wishlist', { json: wishlistBody(), headers: { cookie: `tours_visitor=${'B'.repeat(43)}` } });
    expect(forged.status).toBe(201);
    expect(visitorCookie(forged)).not.toBe(`tours_visitor=${'B'.repeat(43)}`);
    expect((await api.request('GET', '/tours/wishlist', { headers: { cookie: 'tours_visitor=../../etc' } })).body).toEqual([]);
    expect((await api.request('GET', '/tours/wishlist')).body).toEqual([]);

    // Only the key's hash is stored.
    const key = cookie.split('=')[1]!;
    const stored = await api.db.query('SELECT 1 FROM tour_wishlists WHERE visitor_key_hash = $1', [key]);
    expect(stored.rows).toHaveLength(0);

    const removed = await api.request('DELETE', `/tours/wishlist/elements/${added.body.hash}`, { headers: { cookie } });
    expect(removed.status).toBe(204);
    expect((await api.request('GET', '/tours/wishlist', { headers: { cookie } })).body).toHaveLength(1);
  });

  it('joins the account on login, once per tour, and is gone from the anonymous side', async () => {
    const { email, token } = await newAccount();
    const already = await api.request('POST', '/tours/wishlist', { token, json: wishlistBody({ hotelId: 1020 }) });
    const added = await api.request('POST', '/tours/wishlist', { json: wishlistBody({ hotelId: 1020 }) });
    const cookie = visitorCookie(added);
    const extra = await api.request('POST', '/tours/wishlist', { json: wishlistBody({ hotelId: 1021 }), headers: { cookie } });
    expect(added.body.hash).toBe(already.body.hash);

    const login = await api.request('POST', '/private/login_check', { json: { email, password: 'correct-horse-battery' }, headers: { cookie } });
    expect(login.status).toBe(200);
    const list = (await api.request('GET', '/tours/wishlist', { token: login.body.token })).body as { hash: string }[];
    expect(list.map((item) => item.hash)).toEqual([already.body.hash, extra.body.hash]);
    expect((await api.request('GET', '/tours/wishlist', { headers: { cookie } })).body).toEqual([]);
    expect(token).toBeTruthy();
  });

  it('joins when the sign-up confirmation (link and password) signs in, and on the first wishlist call of a browser signed in before', async () => {
    const anonymous = await api.request('POST', '/tours/wishlist', { json: wishlistBody({ hotelId: 1030 }) });
    const cookie = visitorCookie(anonymous);
    const email = `join-${Date.now()}@example.ru`;
    const signUp = await api.request('POST', '/users', { json: { email, password: 'correct-horse-battery', isNewsletter: false }, headers: { cookie } });
    expect(signUp.status).toBe(202);
    const confirmationToken = await api.mailedToken(email, 'confirmationToken');
    const confirmed = await api.request('POST', '/users/confirmations', {
      json: { token: confirmationToken, password: 'correct-horse-battery' },
      headers: { cookie },
    });
    expect(confirmed.status).toBe(200);
    expect((await api.request('GET', '/tours/wishlist', { token: confirmed.body.token })).body.map((e: { hash: string }) => e.hash)).toEqual([
      anonymous.body.hash,
    ]);

    const later = await api.request('POST', '/tours/wishlist', { json: wishlistBody({ hotelId: 1031 }) });
    const laterCookie = visitorCookie(later);
    const { token } = await newAccount();
    const res = await api.request('GET', '/tours/wishlist', { token, headers: { cookie: laterCookie } });
    expect(res.body.map((e: { hash: string }) => e.hash)).toEqual([later.body.hash]);
    expect(res.headers.get('set-cookie') ?? '').toMatch(/tours_visitor=;/);
  });
});

describe('anonymous wishlists are bounded', () => {
  it('limits new anonymous wishlists per address (each is a database row), not adding to one', async () => {
    const limited = await createTestApi();
    try {
      const statuses: number[] = [];
      let cookie = '';
      for (let i = 0; i < 31; i += 1) {
        const res = await limited.request('POST', '/tours/wishlist', { json: wishlistBody({ nights: 5 + (i % 3) }) });
        statuses.push(res.status);
        if (res.status === 201) cookie = visitorCookie(res);
      }
      expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
      expect(statuses[30]).toBe(429);
      // A visitor who already has a wishlist keeps adding to it.
      expect((await limited.request('POST', '/tours/wishlist', { json: wishlistBody({ nights: 12 }), headers: { cookie } })).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
