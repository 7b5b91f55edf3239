import { randomInt } from 'node:crypto';
import { moscowTodayIso, type PriceAlertRound } from 'shared/node';
import type { FlightsContext } from '../flights-context.js';
import { lowestTotal } from '../search/lowest-price.js';
import { loadStoredSeats, seatAvailability, seatDaysOf } from '../search/seat-store.js';
import { alertsToNotify, claimCheck, dueSearches, endDeparted, isChecked, recordNotifiedPrice } from './price-alert-round-store.js';
import { paramsOf } from './price-alert-store.js';

/** The queue of price-drop mails: written in the transaction that records the drop, so none is lost. */
export const PRICE_ALERT_MAIL_QUEUE = 'price-alert-mail';

export interface DropMailJob {
  alertId: string;
  price: number;
  oldPrice: number;
}

export interface RoundOptions {
  /** The moment the round prices at ("today" for fares and for ending subscriptions). */
  asOf: Date;
  /** Names the round: every process running the same round id checks each search once between them. */
  roundId: string;
}

/**
 * One round: ends subscriptions whose departure passed, prices each distinct active search once (10,000 subscriptions over 500
 * searches cost 500), and mails those whose price fell below the last they heard of, at most once a Moscow day each (a job of
 * PRICE_ALERT_MAIL_QUEUE). Any number of processes may run it: recording a search's check claims it, so one process mails.
 */
export async function runPriceAlertRound(ctx: FlightsContext, options: RoundOptions): Promise<PriceAlertRound> {
  const { asOf, roundId } = options;
  const today = moscowTodayIso(asOf);
  const ended = await endDeparted(ctx.db, today);
  const searches = await dueSearches(ctx.db);
  const result: PriceAlertRound = { searches: 0, checked: 0, mails: 0, ended };
  // Processes running the same round start at different searches, so they rarely price the same one.
  const start = searches.length > 0 ? randomInt(searches.length) : 0;
  for (let i = 0; i < searches.length; i += 1) {
    const search = searches[(start + i) % searches.length]!;
    if (await isChecked(ctx.db, search, roundId)) continue;
    const params = paramsOf(search);
    const stored = await loadStoredSeats(ctx.db, seatDaysOf(params));
    const price = lowestTotal(ctx.domain, params, seatAvailability(stored), today);
    const outcome = await ctx.db.transaction(async (tx) => {
      if (!(await claimCheck(tx, search, roundId, asOf, price))) return null;
      const alerts = await alertsToNotify(tx, search, asOf);
      let mails = 0;
      if (price === null) return { checked: alerts.length, mails };
      for (const alert of alerts) {
        if (alert.notified_price === null) {
          await recordNotifiedPrice(tx, alert.id, price, null);
        } else if (price < alert.notified_price && (alert.last_mail_day === null || alert.last_mail_day < today)) {
          await recordNotifiedPrice(tx, alert.id, price, today);
          const mail: DropMailJob = { alertId: alert.id, price, oldPrice: alert.notified_price };
          await ctx.jobs.enqueue(PRICE_ALERT_MAIL_QUEUE, mail, { tx });
          mails += 1;
        }
      }
      return { checked: alerts.length, mails };
    });
    if (!outcome) continue;
    result.searches += 1;
    result.checked += outcome.checked;
    result.mails += outcome.mails;
  }
  return result;
}
