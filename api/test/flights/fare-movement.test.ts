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

  // Day to day, not against today: a fare low today may stay above it for a month while the trip
  // nears (the trend rises), yet it must still fall on some days, or no alert could ever fire.
  it('fall from one day to the next on some days of every search, not only rise', () => {
    for (const searchString of searches) {
      const days = Array.from({ length: 31 }, (_, i) => lowestOn(searchString, addDaysIso(today, i))!);
      const falls = days.slice(1).filter((price, i) => price < days[i]!);
      expect(falls.length, searchString).toBeGreaterThan(0);
    }
  });
});
