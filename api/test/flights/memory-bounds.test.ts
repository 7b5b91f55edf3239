import { describe, expect, it } from 'vitest';
import { addDaysIso } from 'shared/node';
import { flightDomain } from '../../src/flights/flight-domain.js';
import { ROUTE_DAYS_KEPT } from '../../src/flights/schedule/flight-generator.js';

// Searches name any route and any day, so whatever is kept per (route, day) must stop growing at
// its bound however many different ones a client asks for (bench/soak.ts shows the RSS figures).
describe('memory kept for client-chosen routes and days', () => {
  it(`keeps at most ${ROUTE_DAYS_KEPT} route-days of flights, however many days are asked for`, () => {
    const { flights, reference } = flightDomain();
    let asked = 0;
    let day = '2027-01-01';
    const hubs = reference.airports.slice(0, 20).map((airport) => airport.code);
    while (asked < ROUTE_DAYS_KEPT * 1.5) {
      for (const hub of hubs) {
        flights.departures(hub, day);
        asked += flights.network.from(hub).length;
      }
      day = addDaysIso(day, 1);
    }
    expect(flights.routeDaysKept).toBeGreaterThan(ROUTE_DAYS_KEPT * 0.9);
    expect(flights.routeDaysKept).toBeLessThanOrEqual(ROUTE_DAYS_KEPT);
    // The newest days are the ones kept: a search that goes on asking gets its flights from memory.
    expect(flights.departures(hubs[0]!, addDaysIso(day, -1)).length).toBeGreaterThan(0);
  });
});
