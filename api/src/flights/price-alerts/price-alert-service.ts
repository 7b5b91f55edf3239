import { randomUUID } from 'node:crypto';
import {
  encodeSearchString,
  moscowTodayIso,
  PRICE_ALERTS_MAX_ACTIVE,
  tripRoute,
  priceAlertMessages,
  type FlightSearchParams,
  type PendingPriceAlert,
  type PriceAlert,
  type PriceAlertRound,
  type PriceAlertState,
  type PriceAlertStatus,
} from 'shared/node';
import { findOneTimeToken, issueOneTimeToken, spendOneTimeToken } from '../../accounts/one-time-tokens.js';
import { isUniqueViolation } from '../../db/database.js';
import { clientIp, type AppContext } from '../../http/request-context.js';
import { errors } from '../../http/http-error.js';
import { enforce, RateLimiter } from '../../http/rate-limiter.js';
import type { FlightsContext } from '../flights-context.js';
import { lowestTotal } from '../search/lowest-price.js';
import { loadStoredSeats, seatAvailability, seatDaysOf } from '../search/seat-store.js';
import { parseSearch } from '../search/searches.js';
import { confirmationMail, priceDropMail, type AlertRoute } from './price-alert-mails.js';
import { PRICE_ALERT_MAIL_QUEUE, runPriceAlertRound, type DropMailJob } from './price-alert-round.js';
import * as store from './price-alert-store.js';

const HOUR = 3_600_000;
/** An IP may create this many times the per-address budget (several people behind one NAT). */
const IP_FACTOR = 5;

const publicStatus = (status: store.StoredStatus): PriceAlertStatus => (status === 'unsubscribed' ? 'ended' : status);

/** Price alerts: subscriptions of accounts and confirmed addresses, double opt-in by single-purpose tokens, limits, joining an account (§D Price alerts). */
const services = new WeakMap<FlightsContext, PriceAlertService>();

/** One service per app, so the routes, the sign-in hook and the scheduled rounds share its limiters. */
export function priceAlertService(ctx: FlightsContext): PriceAlertService {
  let service = services.get(ctx);
  if (!service) {
    service = new PriceAlertService(ctx);
    services.set(ctx, service);
  }
  return service;
}

export class PriceAlertService {
  private readonly byOwner: RateLimiter;
  private readonly byIp: RateLimiter;

  constructor(private readonly ctx: FlightsContext) {
    this.byOwner = new RateLimiter(ctx.db, 'price-alert-owner', ctx.config.priceAlertsPerHour, HOUR);
    this.byIp = new RateLimiter(ctx.db, 'price-alert-ip', ctx.config.priceAlertsPerHour * IP_FACTOR, HOUR);
  }

  async subscribeAccount(userId: string, searchString: string, c: AppContext): Promise<{ alert: PriceAlert; created: boolean }> {
    const params = this.parse(searchString);
    const canonical = encodeSearchString(params);
    const existing = await store.findAccountAlertOfSearch(this.ctx.db, userId, canonical, params.departureDate);
    if (existing) return { alert: await this.view(existing), created: false };
    await enforce([this.byOwner, `user:${userId}`], [this.byIp, clientIp(c, this.ctx.config.trustProxy)]);
    if ((await store.countActive(this.ctx.db, { userId })) >= PRICE_ALERTS_MAX_ACTIVE) throw errors.conflict(priceAlertMessages.tooMany);
    const price = await this.currentLowest(params, moscowTodayIso());
    try {
      const id = await store.insertAlert(this.ctx.db, { owner: { userId }, searchString: canonical, params, status: 'active', price });
      return { alert: await this.view((await store.findAlert(this.ctx.db, id))!), created: true };
    } catch (error) {
      // The same traveller subscribing twice at once: the second finds the first.
      const raced = isUniqueViolation(error) ? await store.findAccountAlertOfSearch(this.ctx.db, userId, canonical, params.departureDate) : null;
      if (!raced) throw error;
      return { alert: await this.view(raced), created: false };
    }
  }

  /**
   * An anonymous request: a pending subscription of the address, a watch token for this browser and, when the address
   * may get one today, a confirmation mail. The same answer whatever the address's state: it tells nobody what it follows.
   */
  async subscribeAddress(searchString: string, email: string | undefined, c: AppContext): Promise<PendingPriceAlert> {
    if (!email) throw errors.validation({ email: priceAlertMessages.emailRequired }, priceAlertMessages.emailRequired);
    const today = moscowTodayIso();
    const params = this.parse(searchString);
    const canonical = encodeSearchString(params);
    await enforce([this.byOwner, `email:${email}`], [this.byIp, clientIp(c, this.ctx.config.trustProxy)]);
    const price = await this.currentLowest(params, today);
    const requestId = randomUUID();
    const request = () =>
      this.ctx.db.transaction(async (tx) => {
        const existing = await store.findAddressAlertOfSearch(tx, email, canonical, params.departureDate);
        const id = existing?.id ?? (await store.insertAlert(tx, { owner: { email }, searchString: canonical, params, status: 'pending', price }));
        const watch = await issueOneTimeToken(tx, 'alert_watch', { alertId: id, requestId });
        const mayMail = await store.claimConfirmationMail(tx, email, today);
        const confirm = mayMail ? await issueOneTimeToken(tx, 'alert_confirm', { alertId: id, requestId }) : null;
        return { alertId: id, confirmToken: confirm, watchToken: watch };
      });
    // Two requests for one address and search at once: the one that lost the insert joins the winner's subscription.
    const { alertId, confirmToken, watchToken } = await request().catch((error: unknown) => {
      if (isUniqueViolation(error)) return request();
      throw error;
    });
    if (confirmToken) {
      const row = (await store.findAlert(this.ctx.db, alertId))!;
      await this.ctx.mailer.send(confirmationMail(this.ctx.config.publicSiteUrl, email, this.routeOf(row), confirmToken));
    }
    return { status: 'pending', watchToken };
  }

  async list(userId: string, searchString: string | undefined): Promise<PriceAlert[]> {
    let search: { searchString: string; departureDate: string } | undefined;
    if (searchString !== undefined) {
      const params = this.parse(searchString);
      search = { searchString: encodeSearchString(params), departureDate: params.departureDate };
    }
    return this.views(await store.listAccountAlerts(this.ctx.db, userId, search));
  }

  async setPaused(userId: string, id: string, paused: boolean): Promise<PriceAlert> {
    const row = await store.findAccountAlert(this.ctx.db, userId, id);
    if (!row) throw errors.notFound(priceAlertMessages.notFound);
    if (row.status === 'ended') throw errors.gone(priceAlertMessages.ended);
    if (!paused && row.status === 'paused' && (await store.countActive(this.ctx.db, { userId })) >= PRICE_ALERTS_MAX_ACTIVE) {
      throw errors.conflict(priceAlertMessages.tooMany);
    }
    await store.setStatus(this.ctx.db, id, paused ? 'paused' : 'active');
    return this.view((await store.findAlert(this.ctx.db, id))!);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await store.deleteAccountAlert(this.ctx.db, userId, id))) throw errors.notFound(priceAlertMessages.notFound);
  }

  /** A watch token shows the subscription only once the confirmation mailed with it was followed. */
  async watch(token: string): Promise<PriceAlertState> {
    const found = await findOneTimeToken(this.ctx.db, token, 'alert_watch');
    const row = found && (await store.findAlert(this.ctx.db, found.alertId!));
    if (!found || !row) throw errors.notFound(priceAlertMessages.linkUnknown);
    const status = publicStatus(row.status);
    return { status: found.requestConfirmed || status === 'ended' ? status : 'pending', searchString: row.search_string };
  }

  /** Following the link again answers the same (a second click, a mail scanner after the person). */
  async confirm(token: string): Promise<PriceAlertState> {
    const found = await findOneTimeToken(this.ctx.db, token, 'alert_confirm');
    if (!found) throw errors.notFound(priceAlertMessages.linkUnknown);
    if (found.expired && !found.used) throw errors.gone(priceAlertMessages.linkExpired);
    await this.ctx.db.transaction(async (tx) => {
      const row = (await store.findAlert(tx, found.alertId!))!;
      if (row.status === 'pending') {
        if (row.email && (await store.countActive(tx, { email: row.email })) >= PRICE_ALERTS_MAX_ACTIVE) throw errors.conflict(priceAlertMessages.tooMany);
        await store.activatePending(tx, row.id);
      }
      if (row.email) await store.markAddressConfirmed(tx, row.email);
      await spendOneTimeToken(tx, token);
    });
    const row = (await store.findAlert(this.ctx.db, found.alertId!))!;
    return { status: publicStatus(row.status), searchString: row.search_string };
  }

  /** One click from a mail (or its page); again answers the same. */
  async unsubscribe(token: string): Promise<PriceAlertState> {
    const found = await findOneTimeToken(this.ctx.db, token, 'alert_unsubscribe');
    const row = found && (await store.findAlert(this.ctx.db, found.alertId!));
    if (!found || !row) throw errors.notFound(priceAlertMessages.linkUnknown);
    if (row.status !== 'ended' && row.status !== 'unsubscribed') await store.setStatus(this.ctx.db, row.id, 'unsubscribed');
    await spendOneTimeToken(this.ctx.db, token);
    return { status: 'ended', searchString: row.search_string };
  }

  /** An address's confirmed anonymous subscriptions join the account that proved it: one it has for the search dropped, past the limit paused. */
  async joinAccount(userId: string, email: string): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      let active = await store.countActive(tx, { userId });
      for (const row of await store.addressAlertsToJoin(tx, email)) {
        if (await store.findAccountAlertOfSearch(tx, userId, row.search_string, row.departure_date)) {
          await store.deleteAlert(tx, row.id);
          continue;
        }
        const status = row.status === 'active' && active < PRICE_ALERTS_MAX_ACTIVE ? 'active' : 'paused';
        if (status === 'active') active += 1;
        await store.moveToAccount(tx, row.id, userId, status);
      }
    });
  }

  /** A round as if at `asOf`; the same id from several processes is one round between them. */
  runRound(asOf: Date, roundId = `at-${asOf.toISOString()}`): Promise<PriceAlertRound> {
    return runPriceAlertRound(this.ctx, { asOf, roundId });
  }

  /** A forced round (dev and tests) that answers once its mails are in the outbox. */
  async forceRound(asOf: Date): Promise<PriceAlertRound> {
    const round = await this.runRound(asOf);
    await this.ctx.jobs.drain(PRICE_ALERT_MAIL_QUEUE);
    return round;
  }

  /** The lowest price a round at `asOf` would record for this search (dev and tests). */
  async quote(searchString: string, asOf: Date): Promise<{ lowestPrice: number | null }> {
    const params = this.parse(searchString);
    return { lowestPrice: await this.currentLowest(params, moscowTodayIso(asOf)) };
  }

  /** The drop mail of a round, sent by the mail job: not when the subscription stopped meanwhile. */
  async sendDropMail(drop: DropMailJob): Promise<void> {
    const row = await store.findAlert(this.ctx.db, drop.alertId);
    if (!row || row.status !== 'active') return;
    const to = row.email ?? (row.user_id ? (await this.ctx.accounts.findUser(row.user_id))?.email : undefined);
    if (!to) return;
    const unsubscribeToken = await issueOneTimeToken(this.ctx.db, 'alert_unsubscribe', { alertId: row.id, requestId: randomUUID() });
    await this.ctx.mailer.send(
      priceDropMail({
        siteUrl: this.ctx.config.publicSiteUrl,
        apiUrl: this.ctx.config.publicApiUrl,
        to,
        route: this.routeOf(row),
        price: drop.price,
        oldPrice: drop.oldPrice,
        unsubscribeToken,
      }),
    );
  }

  private parse(searchString: string): FlightSearchParams {
    return parseSearch(this.ctx.domain, searchString.toUpperCase(), moscowTodayIso());
  }

  private async currentLowest(params: FlightSearchParams, todayIso: string): Promise<number | null> {
    const stored = await loadStoredSeats(this.ctx.db, seatDaysOf(params));
    return lowestTotal(this.ctx.domain, params, seatAvailability(stored), todayIso);
  }

  routeOf(row: store.SearchColumns): AlertRoute {
    const place = (code: string) => {
      const city = this.ctx.domain.reference.resolvePlace(code)?.city;
      return { cityCode: city?.code ?? code, city: city?.name ?? code };
    };
    const params = store.paramsOf(row);
    // A return names its way there only: «Москва → Сочи».
    return {
      routeName: tripRoute((params.legs ?? [params]).map((leg) => ({ origin: place(leg.origin), destination: place(leg.destination) }))),
      departureDate: row.departure_date,
      searchString: row.search_string,
    };
  }

  private async view(row: store.AlertRow): Promise<PriceAlert> {
    return (await this.views([row]))[0]!;
  }

  private async views(rows: store.AlertRow[]): Promise<PriceAlert[]> {
    if (rows.length === 0) return [];
    const since = rows.map((row) => row.created_at).sort()[0]!;
    const checks = await store.checksOf(
      this.ctx.db,
      rows.map((row) => ({ searchString: row.search_string, departureDate: row.departure_date })),
      since,
    );
    return rows.map((row) => {
      const history = checks
        .filter((p) => p.search_string === row.search_string && p.departure_date === row.departure_date && p.checked_at >= row.created_at)
        .map((p) => ({ checkedAt: p.checked_at, lowestPrice: p.lowest_price }));
      const params = store.paramsOf(row);
      return {
        id: row.id,
        searchString: row.search_string,
        status: publicStatus(row.status),
        routeName: this.routeOf(row).routeName,
        departureDate: row.departure_date,
        returnDate: params.returnDate,
        adults: params.adults,
        children: params.children,
        infants: params.infants,
        isBusiness: params.isBusiness,
        priceAtSubscription: row.price_at_subscription,
        currentLowestPrice: history.length > 0 ? history[history.length - 1]!.lowestPrice : row.price_at_subscription,
        history,
        createdAt: row.created_at,
        // The departure day is over at midnight in Moscow (UTC+3).
        endsAt: `${row.departure_date}T21:00:00.000Z`,
      };
    });
  }
}
