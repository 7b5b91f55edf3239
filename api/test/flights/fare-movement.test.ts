import { addDaysIso, moscowTodayIso } from 'shared/node';
import { describe, expect, it } from 'vitest';
import { searchStringFor } from './flight-fixtures.js';
import { lowestOn } from './price-alert-fixtures.js';

// Price alerts need fares that can fall as departure nears (docs/product-rules.md §D Price alerts).
describe('fares over time', () => {
  const today = moscowTodayIso();
  const searches = ['AER', 'LED', 'KZN'].map((destination) => searchStringFor({ destination }, 60));

  it('are the same for the same day, whoever asks', () => {
    for (const searchString of searches) expect(lowestOn(searchString, today)).toBe(lowestOn(searchString, today));
  });

  it('fall on some later day for every search, not only rise', () => {
    for (const searchString of searches) {
      const now = lowestOn(searchString, today)!;
      const later = Array.from({ length: 30 }, (_, i) => lowestOn(searchString, addDaysIso(today, i + 1))!);
      expect(Math.min(...later), searchString).toBeLessThan(now);
    }
  });
});
