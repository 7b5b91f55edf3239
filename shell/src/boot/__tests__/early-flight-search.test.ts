// @vitest-environment jsdom
import { configureApiClient, STORAGE_KEYS, XSRF_COOKIE } from 'shared';
import { compactResults, createSearch, encodeSearchString, multiCityParams } from 'shared/flights';
import { EARLY_API as API, forgetEarlyScript, runEarlyScript as runScript } from './early-script-harness';

// The early script (before-bundle.js, plain ES5) starts the results page's flight search from the
// URL; the page's own createSearch must take that answer instead of searching again.
const firstPage = (searchId: string) => ({
  searchId,
  searchString: 'MOW1712LED1',
  params: { origin: 'MOW', destination: 'LED', departureDate: '2026-12-17', returnDate: null, adults: 1, children: 0, infants: 0, isBusiness: false },
  allowAirportChange: false,
  progress: 34,
  complete: false,
  ...compactResults([]),
  cursor: 0,
  total: 0,
});

function runEarlyScript(pathname: string, { xsrfCookie = true } = {}) {
  let searches = 0;
  const { fetchMock, callsTo } = runScript(
    pathname,
    (url) => {
      if (url === `${API}/xsrf`) {
        document.cookie = `${XSRF_COOKIE}=primed`;
        return Response.json({});
      }
      if (!url.startsWith(`${API}/flights/searches`)) return undefined;
      searches += 1;
      return Response.json(firstPage(searches === 1 ? 'early' : 'asked'), { status: 201 });
    },
    { xsrfCookie },
  );
  return { fetchMock, searchCalls: () => callsTo('/flights/searches') };
}

beforeEach(() => {
  configureApiClient({ baseUrl: `${API}/` });
});

afterEach(forgetEarlyScript);

describe('the early script starts the flight search of the results page', () => {
  it('posts the search the page would post, with the token and the XSRF cookie, and the page takes its answer', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt-1');
    const { searchCalls } = runEarlyScript('/search/MOW1712LED1');
    await vi.waitFor(() => expect(searchCalls()).toHaveLength(1));
    const [url, init] = searchCalls()[0]!;
    expect(url).toBe(`${API}/flights/searches?firstPage=true&limit=20`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: JSON.stringify({ searchString: 'MOW1712LED1', allowAirportChange: false }) });
    expect(init!.headers).toMatchObject({ Authorization: 'Bearer jwt-1', 'X-XSRF-TOKEN': 'from-cookie', 'Content-Type': 'application/json' });
    await expect(createSearch({ searchString: 'MOW1712LED1', allowAirportChange: false })).resolves.toMatchObject({ searchId: 'early', items: [] });
    expect(searchCalls()).toHaveLength(1);
  });

  it('primes the XSRF cookie first when there is none, and reads the airport-change choice from the query', async () => {
    const { fetchMock, searchCalls } = runEarlyScript('/search/MOW1712LED1?airportChange=1', { xsrfCookie: false });
    await vi.waitFor(() => expect(searchCalls()).toHaveLength(1));
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.indexOf(`${API}/xsrf`)).toBeLessThan(urls.indexOf(`${API}/flights/searches?firstPage=true&limit=20`));
    const [, init] = searchCalls()[0]!;
    expect(init!.headers).toMatchObject({ 'X-XSRF-TOKEN': 'primed' });
    expect(init!.headers).not.toHaveProperty('Authorization');
    expect(JSON.parse(String(init!.body))).toEqual({ searchString: 'MOW1712LED1', allowAirportChange: true });
    await expect(createSearch({ searchString: 'MOW1712LED1', allowAirportChange: true })).resolves.toMatchObject({ searchId: 'early' });
    expect(searchCalls()).toHaveLength(1);
  });

  it('keeps the answer for the token it was asked with: after a sign-out the page searches again', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt-1');
    const { searchCalls } = runEarlyScript('/search/MOW1712LED1');
    await vi.waitFor(() => expect(searchCalls()).toHaveLength(1));
    localStorage.removeItem(STORAGE_KEYS.token);
    await expect(createSearch({ searchString: 'MOW1712LED1', allowAirportChange: false })).resolves.toMatchObject({ searchId: 'asked' });
    expect(searchCalls()).toHaveLength(2);
  });

  it('starts a multi-city search too: chained, open jaw, and the longest string the codec writes', async () => {
    const sixLegsEachFromElsewhere = encodeSearchString(
      multiCityParams(
        ['SVO-LED-2026-12-17', 'KGD-AER-2026-12-18', 'KZN-OVB-2026-12-19', 'SVX-KRR-2026-12-20', 'UFA-MRV-2026-12-21', 'VVO-IKT-2026-12-22'].map((text) => ({
          origin: text.slice(0, 3),
          destination: text.slice(4, 7),
          date: text.slice(8),
        })),
        { adults: 2, children: 1, infants: 1, isBusiness: true },
      ),
    );
    for (const searchString of ['MOW2512IST2812AYT0301MOW1', 'MOW2512LED-KGD0301MOW1', sixLegsEachFromElsewhere]) {
      const { searchCalls } = runEarlyScript(`/search/${searchString}`);
      await vi.waitFor(() => expect(searchCalls()).toHaveLength(1));
      expect(JSON.parse(String(searchCalls()[0]![1]!.body))).toEqual({ searchString, allowAirportChange: false });
      forgetEarlyScript();
    }
  });

  it('starts nothing when the client would add UTM parameters, or for a string that is no search', async () => {
    for (const pathname of ['/search/MOW1712LED1?utm_source=mail', '/search/not-a-search', `/search/MOW2512LED${'-KGD0301MOW'.repeat(6)}1`, '/about']) {
      const { searchCalls } = runEarlyScript(pathname);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(searchCalls()).toHaveLength(0);
      forgetEarlyScript();
    }
  });
});
