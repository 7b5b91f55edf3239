import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as v from 'valibot';
import { addDaysIso, compactSearchPageSchema, expandResults, filterResults, moscowTodayIso, NO_FILTERS, type FlightResult } from 'shared/node';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/test-api.js';
import { completedSearch, searchStringFor } from './flight-fixtures.js';

const api = useTestApi();
const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'perf-budgets.json'), 'utf8'));

/** The first answer exactly as the results page asks for it (`createSearch` of shared/src/flights/api/search-requests.ts). */
const firstPage = (searchString: string) =>
  api.request('POST', '/flights/searches?firstPage=true&limit=20', { json: { searchString, allowAirportChange: false } });

describe('the results page first answer and later pages', () => {
  it('answers the first screen of results with the search, not an empty search to poll', async () => {
    const created = await firstPage(searchStringFor({}, 31));
    expect(created.status).toBe(201);
    const page = v.parse(compactSearchPageSchema, created.body);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.length).toBeLessThanOrEqual(20);
    expect(page.cursor).toBe(page.items.length);
    // the first page is the best of what the first phase found, in the page's own order
    const first = expandResults(page);
    expect(filterResults(first, NO_FILTERS).items.map((item) => item.result.id)).toEqual(first.map((result) => result.id));
  });

  it('pages in every result once, each waiting poll bringing something new until the search completes', async () => {
    const created = (await firstPage(searchStringFor({ returnDate: addDaysIso(moscowTodayIso(), 40) }, 32))).body;
    const ids = new Set<string>(created.items.map((item: { id: string }) => item.id));
    let cursor = created.cursor as number;
    let last = created;
    for (let polls = 0; !(last.complete && cursor >= last.total); polls += 1) {
      expect(polls).toBeLessThan(50);
      const res = await api.request('GET', `/flights/searches/${created.searchId}?after=${cursor}&wait=true&compact=true&limit=60`);
      expect(res.status).toBe(200);
      last = v.parse(compactSearchPageSchema, res.body);
      // a waiting poll comes back with new results, or with the search's end
      expect(last.items.length > 0 || last.complete).toBe(true);
      for (const item of last.items) {
        expect(ids.has(item.id)).toBe(false);
        ids.add(item.id);
      }
      expect(last.items.length).toBeLessThanOrEqual(60);
      cursor = last.cursor;
    }
    expect(ids.size).toBe(last.total);
    const full = (await api.request('GET', `/flights/searches/${created.searchId}?after=0`)).body.items as FlightResult[];
    expect(new Set(full.map((result) => result.id))).toEqual(ids);
  });

  it('expands a compact page into exactly the results of the full form', async () => {
    const id = await completedSearch(api, searchStringFor({ destination: 'AER' }, 33));
    const compact = v.parse(compactSearchPageSchema, (await api.request('GET', `/flights/searches/${id}?after=5&compact=true&limit=30`)).body);
    const full = (await api.request('GET', `/flights/searches/${id}?after=5&limit=30`)).body;
    expect(compact.cursor).toBe(35);
    expect(full.cursor).toBe(35);
    expect(expandResults(compact)).toEqual(full.items);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(full).length / 2);
  });

  it('holds a waiting poll of a finished search no longer than it takes to answer', async () => {
    const id = await completedSearch(api, searchStringFor({}, 34));
    const started = Date.now();
    const done = (await api.request('GET', `/flights/searches/${id}?after=100000&wait=true&compact=true`)).body;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(done).toMatchObject({ complete: true, items: [] });
  });

  it('refuses a page size out of range in Russian', async () => {
    const id = await completedSearch(api, searchStringFor({}, 35));
    for (const limit of ['0', '501', 'x']) {
      const res = await api.request('GET', `/flights/searches/${id}?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/limit: целое число от 1 до 500/);
    }
  });

  it(`keeps the first answer within the budget compressed (perf-budgets.json searchFirstAnswer), for the largest first phases`, async () => {
    const ceiling = budgets.searchFirstAnswer.compressedKb * 1024;
    // a round trip on the busiest route: its first phase finds the most trips
    for (const searchString of [searchStringFor({}, 36), searchStringFor({ returnDate: addDaysIso(moscowTodayIso(), 44) }, 37)]) {
      const body = JSON.stringify((await firstPage(searchString)).body);
      expect(gzipSync(body).length).toBeLessThanOrEqual(ceiling);
      expect(brotliCompressSync(body).length).toBeLessThanOrEqual(ceiling);
    }
  });
});
