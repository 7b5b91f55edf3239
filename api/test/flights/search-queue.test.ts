import { describe, expect, it } from 'vitest';
import { searchStats } from '../../src/flights/search/searches.js';
import { useTestApi, isErrorShape } from '../support/test-api.js';
import { completedSearch, searchStringFor } from './flight-fixtures.js';

// The search queue is bounded: past it a search is refused at once with 503, Retry-After and a
// Russian message, rather than waiting behind all the work queued before it; identical searches
// arriving together share one run. The waits are measured by bench/search-queue-bench.ts.
const api = useTestApi();

const create = (searchString: string) => api.request('POST', '/flights/searches', { json: { searchString } });

describe('search queue', () => {
  it('sheds a burst beyond its bound with 503 + Retry-After in Russian, and takes searches again once drained', async () => {
    const burst = await Promise.all(Array.from({ length: 120 }, (_, i) => create(searchStringFor({ destination: i % 2 ? 'LED' : 'AER' }, 20 + i))));
    const refused = burst.filter((res) => res.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(burst.filter((res) => res.status === 201).length).toBeGreaterThan(0);
    expect(burst.every((res) => res.status === 201 || res.status === 503)).toBe(true);
    for (const res of refused) {
      expect(isErrorShape(res.body)).toBe(true);
      expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The accepted ones complete, and then the queue takes new searches again.
    for (const res of burst.filter((r) => r.status === 201)) await completedSearch(api, res.body.searchString as string);
    expect((await create(searchStringFor({}, 200))).status).toBe(201);
  });

  it('identical searches arriving together share one run and see the same results', async () => {
    const searchString = searchStringFor({ destination: 'KZN' }, 45);
    const before = searchStats.runs;
    const created = await Promise.all(Array.from({ length: 10 }, () => create(searchString)));
    expect(created.every((res) => res.status === 201)).toBe(true);
    expect(new Set(created.map((res) => res.body.searchId)).size).toBe(10);
    expect(searchStats.runs - before).toBe(1);
    const [first, last] = [created[0]!.body.searchId, created[9]!.body.searchId];
    for (let i = 0; i < 200 && !(await api.request('GET', `/flights/searches/${last}`)).body.complete; i += 1) await new Promise((r) => setTimeout(r, 5));
    const a = (await api.request('GET', `/flights/searches/${first}?after=0`)).body;
    const b = (await api.request('GET', `/flights/searches/${last}?after=0`)).body;
    expect(b.items).toEqual(a.items);
    expect(a.items.length).toBeGreaterThan(0);
  });
});
