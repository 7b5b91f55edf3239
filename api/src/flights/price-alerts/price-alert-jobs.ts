import type { FlightsContext } from '../flights-context.js';
import { PRICE_ALERT_MAIL_QUEUE, type DropMailJob } from './price-alert-round.js';
import { priceAlertService } from './price-alert-service.js';

export const PRICE_ALERT_ROUND_QUEUE = 'price-alert-round';

/**
 * The cron of a round every `minutes` (Moscow time): a divisor of an hour or a whole number of
 * hours dividing a day, so the rounds fall at the same times every day.
 */
export function roundCron(minutes: number): string {
  if (minutes < 60 && 60 % minutes === 0) return `*/${minutes} * * * *`;
  if (minutes % 60 === 0 && 24 % (minutes / 60) === 0) return `0 */${minutes / 60} * * *`;
  throw new Error(`PRICE_ALERT_ROUND_MINUTES: ${minutes} must divide an hour or be whole hours dividing a day`);
}

/** Registers the price-alert workers and, with rounds configured, their schedule: one round job per tick across processes, resumed elsewhere if its process dies. */
export async function startPriceAlertJobs(ctx: FlightsContext): Promise<void> {
  const alerts = priceAlertService(ctx);
  await ctx.jobs.work<Record<string, never>>(
    PRICE_ALERT_ROUND_QUEUE,
    { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
    async (_payload, job) => {
      await alerts.runRound(new Date(), `job-${job.id}`);
    },
  );
  await ctx.jobs.work<DropMailJob>(PRICE_ALERT_MAIL_QUEUE, { retryLimit: 10, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 5 * 60 }, (drop) =>
    alerts.sendDropMail(drop),
  );
  if (ctx.config.priceAlertRoundMinutes > 0) {
    await ctx.jobs.schedule(PRICE_ALERT_ROUND_QUEUE, roundCron(ctx.config.priceAlertRoundMinutes), {}, { tz: 'Europe/Moscow' });
  }
}
