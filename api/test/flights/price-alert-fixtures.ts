import { addDaysIso, decodeSearchString, moscowTodayIso } from 'shared/node';
import { flightDomain } from '../../src/flights/flight-domain.js';
import { lowestTotal } from '../../src/flights/search/lowest-price.js';
import { generatedSeatsOnly } from '../../src/flights/search/seat-store.js';
import type { TestApi } from '../support/test-api.js';
import { searchStringFor } from './flight-fixtures.js';

/** The lowest price of a search as a round on `todayIso` prices it (no seats sold in these tests). */
export function lowestOn(searchString: string, todayIso: string): number | null {
  const decoded = decodeSearchString(searchString, moscowTodayIso());
  if (!decoded.ok) throw new Error(decoded.message);
  return lowestTotal(flightDomain(), decoded.value, generatedSeatsOnly, todayIso);
}

/**
 * A search and a number of days from today after which its lowest price is below today's: the
 * moving fares (docs/product-rules.md §D Price alerts) make one within a few weeks.
 */
const CITY_NAMES: Record<string, string> = { AER: 'Сочи', LED: 'Санкт-Петербург', KZN: 'Казань', OVB: 'Новосибирск', SVX: 'Екатеринбург' };

export function searchWithDrop(): { searchString: string; departureDate: string; destinationName: string; days: number } {
  const today = moscowTodayIso();
  for (const [destination, destinationName] of Object.entries(CITY_NAMES)) {
    const searchString = searchStringFor({ destination }, 60);
    const now = lowestOn(searchString, today)!;
    for (let days = 1; days < 40; days += 1) {
      const later = lowestOn(searchString, addDaysIso(today, days));
      if (later !== null && later < now) return { searchString, departureDate: addDaysIso(today, 60), destinationName, days };
    }
  }
  throw new Error('no price drop found within 40 days');
}

/** Noon in Moscow (09:00 UTC) `days` after today, plus `hours`: a round's moment that stays within that Moscow day. */
export const moscowNoon = (days: number, hours = 0) =>
  new Date(Date.parse(`${addDaysIso(moscowTodayIso(), days)}T09:00:00.000Z`) + hours * 3_600_000).toISOString();

export async function forceRound(api: TestApi, asOf?: string) {
  const res = await api.request('POST', '/dev/price-alerts/rounds', { json: asOf ? { asOf } : {} });
  if (res.status !== 200) throw new Error(`round: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { searches: number; checked: number; mails: number; ended: number };
}

/** The newest mail to `email` whose subject matches, or undefined. */
export async function mailsTo(api: TestApi, email: string): Promise<Array<{ subject: string; text: string; headers?: Record<string, string> }>> {
  return (await api.request('GET', `/dev/outbox?to=${encodeURIComponent(email)}`)).body.messages;
}

/** The token of the newest price-alert confirmation mailed to `email`. */
export async function confirmationTokenOf(api: TestApi, email: string): Promise<string | null> {
  for (const mail of await mailsTo(api, email)) {
    const match = /\/price-alerts\/confirm\/([\w-]+)/.exec(mail.text);
    if (match) return match[1]!;
  }
  return null;
}

/** Subscribes `email` anonymously and confirms it from the mail: the browser's watch token. */
export async function confirmedAddressAlert(api: TestApi, email: string, searchString: string): Promise<string> {
  const created = await api.request('POST', '/price-alerts', { json: { searchString, email } });
  if (created.status !== 202) throw new Error(`subscribe: ${created.status} ${JSON.stringify(created.body)}`);
  const confirmed = await api.request('POST', '/price-alerts/confirmations', { json: { token: await confirmationTokenOf(api, email) } });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return created.body.watchToken as string;
}
