// @vitest-environment jsdom
import { configureApiClient } from 'shared';
import { createTourSearch, TOUR_SEARCH_QUERY, type TourSearchParams } from 'shared/tours';
import { EARLY_API as API, forgetEarlyScript, runEarlyScript as runScript } from './early-script-harness';

// The early script (before-bundle.js, plain ES5) starts the tours page's search from the address
// when the address names every field; the page's own createTourSearch must take that answer.
const SEARCHES = `${API}/tours/searches`;

const search: TourSearchParams = {
  departureCityCode: 'MOW',
  destination: { type: 'resort', id: 102 },
  departureDateFrom: '2027-01-10',
  departureDateTo: '2027-01-17',
  nightsFrom: 7,
  nightsTo: 10,
  adults: 2,
  childrenAges: [6, 3],
};
const address = (overrides: Record<string, string | null> = {}) => {
  const query = new URLSearchParams({
    [TOUR_SEARCH_QUERY.from]: 'MOW',
    [TOUR_SEARCH_QUERY.destination]: 'resort-102',
    [TOUR_SEARCH_QUERY.dateFrom]: '2027-01-10',
    [TOUR_SEARCH_QUERY.dateTo]: '2027-01-17',
    [TOUR_SEARCH_QUERY.nightsFrom]: '7',
    [TOUR_SEARCH_QUERY.nightsTo]: '10',
    [TOUR_SEARCH_QUERY.adults]: '2',
    [TOUR_SEARCH_QUERY.children]: '6,3',
  });
  for (const [name, value] of Object.entries(overrides)) {
    if (value === null) query.delete(name);
    else query.set(name, value);
  }
  return `/tours?${query}`;
};

const firstPage = (searchId: string) => ({
  searchId,
  params: search,
  progress: 50,
  complete: false,
  operatorsDone: 1,
  operatorsTotal: 2,
  items: [],
  cursor: 0,
  total: 0,
});

function runEarlyScript(url: string) {
  let searches = 0;
  const { fetchMock, callsTo } = runScript(url, (target) => {
    if (!target.startsWith(SEARCHES)) return undefined;
    searches += 1;
    return Response.json(firstPage(searches === 1 ? 'early' : 'asked'), { status: 201 });
  });
  return { fetchMock, searchCalls: () => callsTo('/tours/searches') };
}

beforeEach(() => {
  configureApiClient({ baseUrl: `${API}/` });
});

afterEach(forgetEarlyScript);

describe('the early script starts the tours page search from the address', () => {
  it('posts the first-page search the page would post, and the page takes its answer instead of asking again', async () => {
    const { searchCalls } = runEarlyScript(address());
    await vi.waitFor(() => expect(searchCalls()).toHaveLength(1));
    const [url, init] = searchCalls()[0]!;
    expect(url).toBe(`${SEARCHES}?firstPage=true&limit=12`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init!.body))).toEqual(search);
    expect(init!.headers).toMatchObject({ 'X-XSRF-TOKEN': 'from-cookie', 'Content-Type': 'application/json' });
    await expect(createTourSearch(search)).resolves.toMatchObject({ searchId: 'early' });
    expect(searchCalls()).toHaveLength(1);
  });

  it('leaves the search to the page when the address misses or garbles a field, or carries UTM parameters', async () => {
    const addresses = [
      address({ [TOUR_SEARCH_QUERY.destination]: null }),
      address({ [TOUR_SEARCH_QUERY.dateTo]: null }),
      address({ [TOUR_SEARCH_QUERY.destination]: 'country-x' }),
      address({ [TOUR_SEARCH_QUERY.from]: 'mow' }),
      address({ [TOUR_SEARCH_QUERY.nightsFrom]: '07' }),
      address({ [TOUR_SEARCH_QUERY.adults]: 'two' }),
      address({ [TOUR_SEARCH_QUERY.children]: '6,,3' }),
      `${address()}&utm_source=mail`,
      '/tours',
    ];
    for (const url of addresses) {
      const { searchCalls } = runEarlyScript(url);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(searchCalls(), url).toHaveLength(0);
      forgetEarlyScript();
    }
  });

  it('starts a search without children when the address names none', async () => {
    const { searchCalls } = runEarlyScript(address({ [TOUR_SEARCH_QUERY.children]: null }));
    await vi.waitFor(() => expect(searchCalls()).toHaveLength(1));
    const withoutChildren = { ...search, childrenAges: [] };
    expect(JSON.parse(String(searchCalls()[0]![1]!.body))).toEqual(withoutChildren);
    await expect(createTourSearch(withoutChildren)).resolves.toMatchObject({ searchId: 'early' });
    expect(searchCalls()).toHaveLength(1);
  });
});
