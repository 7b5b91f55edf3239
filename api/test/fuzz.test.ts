import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../src/http/route.js';
import { toOpenApiPath } from '../src/http/openapi.js';
import { searchParamsArbitrary } from 'shared/testing/search-params';
import { addDaysIso, encodeSearchString, moscowTodayIso, multiCityParams } from 'shared/node';
import { SEARCH_BUSY_MESSAGE } from '../src/search-sessions/search-session-store.js';
import { DEMO_USER, isErrorShape, useTestApi } from './support/test-api.js';
import { internationalAdult, searchStringFor } from './flights/flight-fixtures.js';

/**
 * Property: whatever a client sends — any route, any params, query, headers and body — the API
 * answers below 500, and every non-2xx answer has the one error shape with a Russian message.
 */
/** The last error the API logged, shown with a failing case so a 5xx explains itself. */
let lastServerError = '';
const api = useTestApi(
  { rateLimits: { loginPerMinute: 100_000, restorePerMinute: 100_000 } },
  { logger: { info: () => undefined, error: (msg, fields) => (lastServerError = `${msg}: ${String(fields?.error)}`) } },
);
let validToken: string;
let xsrf: string;
let openApi: { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

beforeAll(async () => {
  openApi = (await api.request('GET', '/openapi.json')).body;
  validToken = await api.login(DEMO_USER.email, DEMO_USER.password);
  const res = await api.app.request('/xsrf');
  xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!);
});

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('', ' ', '..', '../../etc/passwd', '%00', '\u0000', "' OR 1=1 --", '<script>', 'about', 'demo@example.ru', '9161234567', 'a'.repeat(5000)),
);

/** Dates around the edges of DD.MM.YYYY and of PostgreSQL's date type. */
const passengerDate = fc.oneof(
  fc.constantFrom(
    '31.02.2020',
    '29.02.1900',
    '29.02.2000',
    '00.00.0000',
    '01.01.0000',
    '31.12.9999',
    '01.01.99999',
    '1.1.2000',
    '01.01.1899',
    ' 01.01.2030 ',
    '',
  ),
  fc
    .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 10_000 }))
    .map(([d, m, y]) => `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${String(y).padStart(4, '0')}`),
);

/**
 * A valid saved/booking passenger with some fields replaced, so requests get past the schema to
 * the handlers and the database (random JSON almost never does).
 */
const validPassenger = { ...internationalAdult, citizenship: 'RU' };
/** Usually the valid value, sometimes a generated one: most requests then fail on one field at most. */
const mostly = <T>(valid: T, other: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(valid), weight: 3 }, { arbitrary: other, weight: 1 });
const passenger = fc
  .record({
    passengerType: mostly(validPassenger.passengerType, fc.constantFrom('CHILD', 'INFANTILE', 'adult')),
    gender: mostly(validPassenger.gender, fc.constantFrom('m', 'x')),
    lastName: mostly(validPassenger.lastName, fc.oneof(text, fc.constantFrom('Anna-Maria de la Cruz', 'A'.repeat(3000), 'Иванов'))),
    firstName: mostly(validPassenger.firstName, text),
    middleName: mostly(validPassenger.middleName, text),
    birthDate: mostly(validPassenger.birthDate, passengerDate),
    citizenship: mostly(validPassenger.citizenship, fc.oneof(text, fc.constantFrom('ru', 'ß', 'ZZ'))),
    documentType: mostly(validPassenger.documentType, fc.constantFrom('PASSPORT', 'FOREIGN_PASSPORT', 'BIRTH')),
    documentNumber: mostly(validPassenger.documentNumber, fc.oneof(text, fc.constantFrom('4510123456', 'AB123456', 'IVИК765123', '9'.repeat(4000)))),
    documentExpiryDate: mostly(validPassenger.documentExpiryDate, passengerDate),
  })
  .map((changes) => ({ ...validPassenger, ...changes }));

/** Tour dates: mostly valid future days, with calendar and range edges. */
const tourDate = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 380 }).map((days) => addDaysIso(moscowTodayIso(), days)), weight: 4 },
  {
    arbitrary: fc.constantFrom('2026-02-29', '2028-02-29', '0000-01-01', '9999-12-31', '2026-1-1', '2026-13-01', '1900-01-01', '', '2026-12-01T00:00:00Z'),
    weight: 1,
  },
);
const tourParty = {
  adults: mostly(2, fc.oneof(fc.integer({ min: -2, max: 9 }), fc.constant(1.5 as number))),
  childrenAges: mostly([5, 7] as number[], fc.array(fc.integer({ min: -1, max: 20 }), { maxLength: 6 })),
};
/** A valid wishlist body (product rules §7) with some fields replaced: reaches the handler and SQL. */
const wishlistTour = fc.record({
  hotelId: mostly(1001, fc.oneof(fc.integer({ min: -5, max: 2_000_000_000 }), fc.constantFrom(1742, 2 ** 31, 0))),
  departureCityCode: mostly('MOW', fc.oneof(text, fc.constantFrom('LED', 'mow', 'ZZZ', 'KJA'))),
  departureDate: tourDate,
  nights: mostly(7, fc.integer({ min: -1, max: 40 })),
  ...tourParty,
});
const tourSearch = fc.record({
  departureCityCode: mostly('MOW', fc.constantFrom('LED', 'VVO', 'XXX', '')),
  destination: mostly(
    { type: 'resort', id: 102 } as { type: string; id: number },
    fc.record({ type: fc.constantFrom('country', 'resort', 'hotel', 'planet'), id: fc.integer({ min: -1, max: 3000 }) }),
  ),
  departureDateFrom: tourDate,
  departureDateTo: tourDate,
  nightsFrom: mostly(7, fc.integer({ min: 0, max: 30 })),
  nightsTo: mostly(9, fc.integer({ min: 0, max: 30 })),
  ...tourParty,
});

/**
 * Search strings of every shape (one way, return, multi-city chained or open jaw) with real and
 * unknown codes, and broken multi-city ones: the fields and ids that carry a search.
 */
const realMultiCity = (legs: [string, string, number][]) =>
  encodeSearchString(
    multiCityParams(
      legs.map(([origin, destination, days]) => ({ origin, destination, date: addDaysIso(moscowTodayIso(), days) })),
      { adults: 1, children: 0, infants: 0, isBusiness: false },
    ),
  );
const searchStringValue = fc.oneof(
  fc.constant(searchStringFor({ destination: 'AER' }, 30)),
  fc.constantFrom(
    realMultiCity([
      ['MOW', 'IST', 30],
      ['IST', 'AYT', 33],
      ['AYT', 'MOW', 36],
    ]),
    realMultiCity([
      ['MOW', 'LED', 30],
      ['KGD', 'MOW', 33],
    ]),
  ),
  searchParamsArbitrary(moscowTodayIso()).map(encodeSearchString),
  fc.constantFrom('MOW2512LED-', 'MOW2512LED-KGD', 'MOW2512LED-KGD0301', 'MOW2512LED2612MOW', 'MOW2512LED-LED0301MOW1', 'MOW2512LED' + 'X'.repeat(70)),
  fc.constantFrom('MOW2512IST2612AYT2712MOW2812LED2912KGD3012MOW3112KZN1', 'MOW2512LED2412KZN1', 'MOW2512IST2812ZZZ0301MOW1'),
  text,
);
/** Path parameters: mostly any text, sometimes a search id (its search string, the flag and a suffix). */
const pathParam = fc.oneof({ arbitrary: text, weight: 4 }, { arbitrary: searchStringValue.map((searchString) => `${searchString}.0.abcdefgh`), weight: 1 });
const searchRequest = fc.record({ searchString: searchStringValue, allowAirportChange: mostly<unknown>(false, fc.jsonValue()) }, { requiredKeys: [] });

/** A price-alert body (docs/product-rules.md §D Price alerts) with some fields replaced: reaches the search, the store and the round. */
const priceAlert = fc.record(
  {
    searchString: mostly(
      searchStringFor({ destination: 'AER' }, 30),
      fc.oneof(searchStringValue, fc.constantFrom('MOW3102LED1', 'mow2512led1', 'MOW2512MOW1', 'ZZZ2512LED1')),
    ),
    email: mostly('fuzz-alerts@example.ru', fc.oneof(text, fc.emailAddress())),
    paused: mostly<unknown>(true, fc.jsonValue()),
    token: mostly<unknown>('x'.repeat(43), fc.oneof(text, fc.jsonValue())),
    asOf: mostly(
      addDaysIso(moscowTodayIso(), 2) + 'T09:00:00.000Z',
      fc.constantFrom('0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2026-13-01T00:00:00Z', '', '2026-12-01'),
    ),
  },
  { requiredKeys: [] },
);

const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  passenger,
  fc.record({
    offerId: fc.oneof(fc.uuid(), text),
    passengers: fc.array(fc.oneof(passenger, fc.jsonValue({ maxDepth: 1 })), { maxLength: 3 }),
    contacts: fc.jsonValue({ maxDepth: 2 }),
  }),
  fc.record({ email: fc.oneof(text, fc.emailAddress()), password: fc.oneof(text, fc.jsonValue()), isNewsletter: fc.jsonValue() }, { requiredKeys: [] }),
  fc.record({ email: fc.oneof(text, fc.emailAddress()), phone: fc.oneof(text, fc.constant(null), fc.integer()) }, { requiredKeys: [] }),
  fc.record({ token: fc.oneof(text, fc.jsonValue()), password: fc.oneof(text, fc.integer()) }, { requiredKeys: [] }),
  wishlistTour,
  tourSearch,
  priceAlert,
  searchRequest,
  fc.dictionary(text, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
);

const body = fc.oneof(
  fc.record({ kind: fc.constant('json' as const), value: jsonValue }),
  fc.record({
    kind: fc.constant('raw' as const),
    value: fc.oneof(text, fc.constantFrom('{', '{"email":', '[1,2', 'null', '"\\u0000"', '{"__proto__":{"x":1}}')),
  }),
  fc.record({ kind: fc.constant('none' as const) }),
);

const headers = fc.record(
  {
    authorization: fc.oneof(
      fc.constant('VALID'),
      // Header values travel as latin-1 bytes; anything else cannot be sent over HTTP at all.
      text.map((t) => `Bearer ${t.replace(/[^\x20-\x7e\x80-\xff]/g, '?')}`),
      fc.constantFrom('Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'Basic YTpi', 'Bearer a.b.c', 'Bearer'),
    ),
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-8',
      '',
    ),
    xsrf: fc.constantFrom('valid', 'missing', 'mismatch', 'garbage'),
    'x-forwarded-for': fc.constantFrom('10.1.1.1', 'not-an-ip', '::1', ''),
    origin: fc.constantFrom('http://127.0.0.1:3000', 'https://evil.example', 'null'),
  },
  { requiredKeys: ['xsrf'] },
);

const query = fc.dictionary(
  fc.constantFrom(
    'to',
    'utm_campaign',
    'utm_source',
    'utm_medium',
    'page',
    'x',
    'q',
    'limit',
    'query',
    'after',
    'wait',
    'offset',
    'firstPage',
    'compact',
    'leg',
  ),
  text,
  { maxKeys: 4 },
);

type Generated<A> = A extends fc.Arbitrary<infer T> ? T : never;

function fillPath(path: string, values: string[]): string {
  let i = 0;
  return path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, () => encodeURIComponent(values[i++] ?? 'x'));
}

async function send(method: string, path: string, q: Record<string, string>, h: Generated<typeof headers>, b: Generated<typeof body>) {
  const search = new URLSearchParams(q).toString();
  const url = search ? `${path}?${search}` : path;
  const sent: Record<string, string> = {};
  if (h.authorization) sent.authorization = h.authorization === 'VALID' ? `Bearer ${validToken}` : h.authorization;
  if (h['content-type']) sent['content-type'] = h['content-type'];
  if (h['x-forwarded-for']) sent['x-forwarded-for'] = h['x-forwarded-for'];
  if (h.origin) sent.origin = h.origin;
  if (h.xsrf === 'valid') Object.assign(sent, { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf });
  if (h.xsrf === 'mismatch') Object.assign(sent, { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': `${xsrf}x` });
  if (h.xsrf === 'garbage') Object.assign(sent, { cookie: 'XSRF-TOKEN=%%%; other=;;', 'x-xsrf-token': '%%%' });
  let payload: string | undefined;
  const mayHaveBody = method !== 'GET' && method !== 'HEAD';
  if (mayHaveBody && b.kind === 'json') payload = JSON.stringify(b.value);
  if (mayHaveBody && b.kind === 'raw') payload = b.value;
  const res = await api.app.request(url, { method, headers: sent, ...(payload !== undefined ? { body: payload } : {}) });
  const raw = await res.text();
  return { status: res.status, raw, type: res.headers.get('content-type') ?? '', sent: payload?.slice(0, 500) };
}

/**
 * The other half of the walk: whatever a route answered must be a status /openapi.json declares
 * for it, so the contract lists every status a client can meet.
 */
/**
 * Whether the URL still names the route: a generated `.`, `..` or empty param is a dot segment or
 * nothing, so the request goes to another path (`/price-alerts/unsubscribe/..` is `/price-alerts/`),
 * whose answer (there, an XSRF 403) is not the route's to declare.
 */
function namesItsRoute(path: string): boolean {
  return new URL(path, 'http://api.test').pathname === path && !path.includes('//') && !path.endsWith('/');
}

function assertDeclared(method: string, routePath: string, label: string, status: number) {
  const operation = openApi.paths[toOpenApiPath(routePath)]?.[method.toLowerCase()];
  expect(operation, `${method} ${routePath} in /openapi.json`).toBeDefined();
  expect(Object.keys(operation!.responses), `${label} answered ${status}, not declared in /openapi.json`).toContain(String(status));
}

function assertWellFormed(label: string, result: { status: number; raw: string; type: string; sent?: string | undefined }) {
  // A full search queue answers 503 with its message by design (declared in /openapi.json), and the
  // fuzz starts searches in bursts, faster than they finish: that is load shed, not a fault.
  const searchQueueFull = result.status === 503 && (JSON.parse(result.raw) as { error?: { message?: string } }).error?.message === SEARCH_BUSY_MESSAGE;
  // The body sent is part of the message: a 5xx seen once in CI must be reproducible from the log.
  if (!searchQueueFull)
    expect(result.status, `${label} body=${JSON.stringify(result.sent)} → ${result.status} ${result.raw.slice(0, 300)} [${lastServerError}]`).toBeLessThan(500);
  if (result.status >= 400) {
    expect(result.type, label).toContain('application/json');
    expect(isErrorShape(JSON.parse(result.raw)), `${label}: ${result.raw.slice(0, 300)}`).toBe(true);
  }
}

describe('fuzz: no 5xx and one error shape', () => {
  it('covers every registered route', () => {
    expect(api.routes.length).toBeGreaterThanOrEqual(10);
  });

  it('survives generated params, query, headers and bodies on every route', async () => {
    const routes: RouteDefinition[] = [...api.routes];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(pathParam, { minLength: 3, maxLength: 3 }),
        query,
        headers,
        body,
        async (route, params, q, h, b) => {
          const path = fillPath(route.path, params);
          const result = await send(route.method, path, q, h, b);
          assertWellFormed(`${route.method} ${path}`, result);
          if (namesItsRoute(path)) assertDeclared(route.method, route.path, `${route.method} ${path}`, result.status);
        },
      ),
      { numRuns: Math.max(300, routes.length * 40) },
    );
  });

  it('survives passenger-shaped bodies signed in on the passenger routes (past the schema, into SQL)', async () => {
    const signedIn = { authorization: 'VALID', 'content-type': 'application/json', xsrf: 'valid' } as const;
    const saved = await send('POST', '/profile/passengers', {}, signedIn, { kind: 'json', value: validPassenger });
    expect(saved.status).toBe(201);
    const savedUuid = (JSON.parse(saved.raw) as { passengerUuid: string }).passengerUuid;
    let stored = 0;
    await fc.assert(
      // Also bodies that are JSON but not an object: they once crashed the passenger schema (500).
      fc.asyncProperty(
        fc.boolean(),
        fc.oneof({ arbitrary: passenger, weight: 4 }, { arbitrary: fc.jsonValue({ maxDepth: 1 }), weight: 1 }),
        async (update, value) => {
          const [method, path] = update ? ['PUT', `/profile/passengers/${savedUuid}`] : ['POST', '/profile/passengers'];
          const result = await send(method, path, {}, signedIn, { kind: 'json', value });
          assertWellFormed(`${method} ${path}`, result);
          assertDeclared(method, update ? '/profile/passengers/:passengerUuid' : '/profile/passengers', `${method} ${path}`, result.status);
          if (result.status < 300) stored += 1;
          if (result.status === 201) {
            // Stay under the per-user limit so later inserts still reach the database.
            const { passengerUuid } = JSON.parse(result.raw) as { passengerUuid: string };
            await send('DELETE', `/profile/passengers/${passengerUuid}`, {}, signedIn, { kind: 'none' });
          }
        },
      ),
      { numRuns: 300 },
    );
    // The property is worthless if every body is refused by the schema.
    expect(stored).toBeGreaterThan(0);
  });

  it('survives tour-shaped bodies and queries on the tour routes, signed in and anonymous (past the schema, into SQL)', async () => {
    let reached = 0;
    const visitorCookies = fc.constantFrom('', 'tours_visitor=' + 'A'.repeat(43), 'tours_visitor=%%%', 'tours_visitor=' + 'x'.repeat(5000));
    const hotelQuery = fc.record({
      departureCityCode: mostly('MOW', text),
      departureDateFrom: tourDate,
      departureDateTo: tourDate,
      nightsFrom: mostly('7', fc.oneof(text, fc.integer({ min: -1, max: 40 }).map(String))),
      nightsTo: mostly('9', fc.oneof(text, fc.integer({ min: -1, max: 40 }).map(String))),
      adults: mostly('2', fc.oneof(text, fc.integer({ min: -1, max: 9 }).map(String))),
      childrenAges: mostly('5,7', fc.oneof(text, fc.constantFrom('', ',', '1,,2', '99'))),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        visitorCookies,
        fc.integer({ min: 0, max: 3 }),
        wishlistTour,
        tourSearch,
        hotelQuery,
        async (signedIn, cookie, which, tour, search, q) => {
          const h = { ...(signedIn ? { authorization: 'VALID' } : {}), 'content-type': 'application/json', xsrf: 'valid' } as const;
          const withCookie = async (method: string, path: string, qs: Record<string, string>, b: Generated<typeof body>) => {
            // The visitor cookie rides beside the XSRF cookie.
            const search = new URLSearchParams(qs).toString();
            const sent: Record<string, string> = {
              'content-type': 'application/json',
              cookie: [`XSRF-TOKEN=${xsrf}`, cookie].filter(Boolean).join('; '),
              'x-xsrf-token': xsrf,
            };
            if (h.authorization) sent.authorization = `Bearer ${validToken}`;
            const res = await api.app.request(search ? `${path}?${search}` : path, {
              method,
              headers: sent,
              ...(b.kind === 'json' ? { body: JSON.stringify(b.value) } : {}),
            });
            const raw = await res.text();
            return {
              status: res.status,
              raw,
              type: res.headers.get('content-type') ?? '',
              sent: b.kind === 'json' ? JSON.stringify(b.value).slice(0, 500) : undefined,
            };
          };
          const [method, path, qs, value] = [
            ['POST', '/tours/wishlist', {}, tour],
            ['POST', '/tours/searches', {}, search],
            ['GET', '/tours/hotels/1001/tours', q, undefined],
            ['GET', '/tours/wishlist', {}, undefined],
          ][which] as [string, string, Record<string, string>, unknown];
          const result = await withCookie(method, path, qs, value === undefined ? { kind: 'none' } : { kind: 'json', value: value as never });
          assertWellFormed(`${method} ${path}`, result);
          if (result.status < 300) reached += 1;
          if (method === 'POST' && path === '/tours/wishlist' && result.status < 300) {
            const { hash } = JSON.parse(result.raw) as { hash: string };
            assertWellFormed('DELETE', await withCookie('DELETE', `/tours/wishlist/elements/${hash}`, {}, { kind: 'none' }));
          }
        },
      ),
      { numRuns: 250 },
    );
    // Worthless if every request is refused by the schema.
    expect(reached).toBeGreaterThan(20);
  });

  it('survives unknown paths and methods', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'),
        fc.array(text, { minLength: 1, maxLength: 4 }),
        headers,
        body,
        async (method, segments, h, b) => {
          const path = `/${segments.map(encodeURIComponent).join('/')}`;
          const result = await send(method, path, {}, h, b);
          expect(result.status, `${method} ${path}`).toBeLessThan(500);
          if (method !== 'HEAD' && method !== 'OPTIONS' && result.status >= 400) {
            expect(isErrorShape(JSON.parse(result.raw)), `${method} ${path}: ${result.raw.slice(0, 200)}`).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
