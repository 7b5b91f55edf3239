import { addDaysIso, moscowTodayIso } from 'shared/node';
import { referenceData } from '../src/flights/reference/reference-data.js';

/** A random number in [0, 1) from a fixed seed, so runs are comparable. */
export function seededRandom(seed: number): () => number {
  return () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 4294967296;
  };
}

/** Two different cities and a day 1–330 days ahead, drawn in that order. */
export function randomRoute(random: () => number): { origin: string; destination: string; departureDate: string } {
  const cities = referenceData().cities;
  const origin = cities[Math.floor(random() * cities.length)]!;
  let destination = origin;
  while (destination === origin) destination = cities[Math.floor(random() * cities.length)]!;
  return { origin: origin.code, destination: destination.code, departureDate: addDaysIso(moscowTodayIso(), 1 + Math.floor(random() * 330)) };
}

/** A return day 2–15 days after `departureDate` half of the time, else null (one way). */
export const randomReturn = (random: () => number, departureDate: string): string | null =>
  random() < 0.5 ? addDaysIso(departureDate, 2 + Math.floor(random() * 14)) : null;

/** The headers of a JSON POST carrying the XSRF pair that `/xsrf`'s answer set. */
export function xsrfHeaders(answer: Response): Record<string, string> {
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')![1]!);
  return { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`, 'x-xsrf-token': xsrf };
}
