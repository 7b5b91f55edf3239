import { describe, expect, it } from 'vitest';
import { addDaysIso, moscowTodayIso } from 'shared/node';
import { flightDomain } from '../../src/flights/flight-domain.js';
import { parseSearch, Searches } from '../../src/flights/search/searches.js';
import { searchStringFor } from './flight-fixtures.js';

// What makes two flight searches identical (the store's sharing rule is tested in search-sessions/).
describe('flight searches', () => {
  it('share a run only for the same search string, airport-change flag and day', async () => {
    const domain = flightDomain();
    const searches = new Searches(
      domain,
      async () => new Map(),
      () => undefined,
    );
    const today = moscowTodayIso();
    const params = parseSearch(domain, searchStringFor({ destination: 'KZN' }, 45), today);
    const first = searches.create(params, false, today);
    const same = searches.create({ ...params }, false, today);
    const others = [
      searches.create(params, true, today),
      searches.create(params, false, addDaysIso(today, 1)),
      searches.create(parseSearch(domain, searchStringFor({ destination: 'KZN', adults: 2 }, 45), today), false, today),
    ];
    expect(same.run).toBe(first.run);
    expect(same.id).not.toBe(first.id);
    for (const other of others) expect(other.run).not.toBe(first.run);
    await Promise.all([first.done, ...others.map((other) => other.done)]);
    expect(same.results.length).toBeGreaterThan(0);
  });
});
