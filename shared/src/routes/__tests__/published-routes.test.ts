import { canaryBucketOf, parseAreaRoutes, routeConflicts, routeOfPath, routePattern, RoutesFileError, siteRoutes } from '../published-routes';

const route = (key: string, path: string) => ({ key, path, title: key, description: `${key}.` });

describe('the routes an area publishes', () => {
  it('reads a routes file and keeps its order', () => {
    const file = parseAreaRoutes(
      { area: 'avia', routes: [route('index', '/'), route('search', '/search/:searchString')], links: ['pageAbout'] },
      'routes.json',
    );
    expect(file.routes.map((r) => r.key)).toEqual(['index', 'search']);
    expect(file.links).toEqual(['pageAbout']);
  });

  it('carries a personal page’s noindex', () => {
    const file = parseAreaRoutes({ area: 'profile', routes: [{ ...route('profileMain', '/profile'), noindex: true }] }, 'routes.json');
    expect(file.routes[0]?.noindex).toBe(true);
  });

  it.each([
    [null, 'not a JSON object'],
    [{ routes: [route('index', '/')] }, '"area" must be a lower-case name'],
    [{ area: 'avia', routes: [] }, '"routes" must list at least one route'],
    [{ area: 'avia', routes: [{ ...route('index', '/'), key: 'Index' }] }, '"key" must be a camelCase name'],
    [{ area: 'avia', routes: [route('index', 'search')] }, '"path" must be an absolute path'],
    [{ area: 'avia', routes: [route('index', '/a//b')] }, '"path" must be an absolute path'],
    [{ area: 'avia', routes: [{ ...route('index', '/'), title: '' }] }, '"title" must be a non-empty string'],
    [{ area: 'avia', routes: [{ ...route('index', '/'), extra: 1 }] }, 'unknown field "extra"'],
    [{ area: 'avia', routes: [{ ...route('index', '/'), earlyStart: 7 }] }, '"earlyStart" must be a non-empty string'],
    [{ area: 'avia', routes: [{ ...route('index', '/'), noindex: 'yes' }] }, '"noindex" must be true or false'],
    [{ area: 'avia', routes: [route('index', '/'), route('index', '/x')] }, 'the route key index is used by avia and avia'],
    [{ area: 'avia', routes: [route('a', '/x/:id'), route('b', '/x/:other')] }, '/x/:other is claimed by avia and avia'],
    [{ area: 'avia', routes: [route('index', '/')], links: ['Bad key'] }, '"links" must list route keys'],
  ])('refuses a malformed file with a message naming it: %j', (raw, message) => {
    expect(() => parseAreaRoutes(raw, 'mf-avia/routes.json')).toThrow(RoutesFileError);
    expect(() => parseAreaRoutes(raw, 'mf-avia/routes.json')).toThrow(`mf-avia/routes.json: `);
    expect(() => parseAreaRoutes(raw, 'mf-avia/routes.json')).toThrow(message);
  });

  it('still reads a release built when the early script started requests and painted photos (a rollback, or one live beside a newer shell)', () => {
    const older = { area: 'avia', routes: [{ ...route('search', '/search/:searchString'), earlyStart: 'flightSearch' }] };
    expect(parseAreaRoutes(older, 'mf-avia/routes.json').routes[0]).toMatchObject({ key: 'search' });
    const tours = [
      { ...route('tours', '/tours'), earlyStart: 'tourSearch' },
      { ...route('toursHotel', '/tours/hotels/:hotelId'), earlyPhoto: '/tours/hotels/:hotelId' },
    ];
    expect(parseAreaRoutes({ area: 'tours', routes: tours }, 'mf-tours/routes.json').routes).toHaveLength(2);
    const profile = [{ ...route('profileOrdersList', '/profile/orders'), earlyStart: 'ordersList' }];
    expect(parseAreaRoutes({ area: 'profile', routes: profile }, 'mf-profile/routes.json').routes).toHaveLength(1);
  });

  it('finds a path or a key two areas claim, whatever the params are called', () => {
    expect(
      routeConflicts({
        'mf-avia': [route('booking', '/avia/offers/:offerId')],
        'mf-tours': [route('hotel', '/avia/offers/:id'), route('booking', '/tours/b')],
      }),
    ).toEqual(['/avia/offers/:id is claimed by mf-avia and mf-tours', 'the route key booking is used by mf-avia and mf-tours']);
    expect(routeConflicts({ 'mf-avia': [route('index', '/')], 'mf-tours': [route('tours', '/tours')] })).toEqual([]);
  });
});

describe('the site routes made from the registry', () => {
  const registry = {
    routes: { 'mf-avia': [route('index', '/'), route('booking', '/avia/offers/:offerId')], 'mf-tours': [route('tours', '/tours')] },
    canaries: { 'mf-avia': { percent: 10, routes: [route('index', '/'), route('refundsProbe', '/avia/refunds-probe')] } },
  };

  it('gives a browser in a canary the canary release’s routes of that area, and the live ones of the others', () => {
    expect(siteRoutes(registry, 9).map((r) => `${r.area} ${r.key}`)).toEqual(['mf-avia index', 'mf-avia refundsProbe', 'mf-tours tours']);
    expect(siteRoutes(registry, 10).map((r) => `${r.area} ${r.key}`)).toEqual(['mf-avia index', 'mf-avia booking', 'mf-tours tours']);
    expect(siteRoutes(registry, null).map((r) => r.key)).toEqual(['index', 'booking', 'tours']);
    expect(siteRoutes({}, 5)).toEqual([]);
  });

  it('matches a path as the router does: a param is one segment, any case, one trailing slash', () => {
    const routes = siteRoutes(registry, null);
    expect(routeOfPath(routes, '/avia/offers/42')?.key).toBe('booking');
    expect(routeOfPath(routes, '/AVIA/Offers/42/')?.key).toBe('booking');
    expect(routeOfPath(routes, '/avia/offers/42/x')).toBeUndefined();
    expect(routeOfPath(routes, '/avia/offers')).toBeUndefined();
    expect(routeOfPath(routes, '/')?.key).toBe('index');
    expect(routeOfPath(routes, '/nope')).toBeUndefined();
    expect(routePattern('/pages/a.b')).toBe('^/pages/a\\.b/?$');
  });

  it('reads the canary bucket from a Cookie header, and nothing else as one', () => {
    expect(canaryBucketOf('a=1; mf_canary_bucket=42; b=2')).toBe(42);
    expect(canaryBucketOf('mf_canary_bucket=7')).toBe(7);
    expect(canaryBucketOf('xmf_canary_bucket=7')).toBeNull();
    expect(canaryBucketOf('mf_canary_bucket=123')).toBeNull();
    expect(canaryBucketOf(undefined)).toBeNull();
  });
});
