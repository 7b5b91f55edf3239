import type { Context } from 'hono';
import type { PendingPriceAlert, PriceAlert, PriceAlertRound, PriceAlertState } from 'shared/node';
import { priceAlertMessages } from 'shared/node';
import { errors } from '../../http/http-error.js';
import type { FlightsContext } from '../flights-context.js';

/** Price alerts: subscriptions, double opt-in, rounds and mails (docs/product-rules.md §D Price alerts). */
export class PriceAlertService {
  constructor(private readonly ctx: FlightsContext) {}

  async subscribeAccount(_userId: string, _searchString: string, _c: Context): Promise<{ alert: PriceAlert; created: boolean }> {
    throw errors.notFound(priceAlertMessages.notFound);
  }

  async subscribeAddress(_searchString: string, email: string | undefined, _c: Context): Promise<PendingPriceAlert> {
    if (!email) throw errors.validation({ email: priceAlertMessages.emailRequired }, priceAlertMessages.emailRequired);
    throw errors.notFound(priceAlertMessages.notFound);
  }

  async list(_userId: string, _searchString: string | undefined): Promise<PriceAlert[]> {
    return [];
  }

  async setPaused(_userId: string, _id: string, _paused: boolean): Promise<PriceAlert> {
    throw errors.notFound(priceAlertMessages.notFound);
  }

  async remove(_userId: string, _id: string): Promise<void> {
    throw errors.notFound(priceAlertMessages.notFound);
  }

  async watch(_token: string): Promise<PriceAlertState> {
    throw errors.notFound(priceAlertMessages.linkUnknown);
  }

  async confirm(_token: string): Promise<PriceAlertState> {
    throw errors.notFound(priceAlertMessages.linkUnknown);
  }

  async unsubscribe(_token: string): Promise<PriceAlertState> {
    throw errors.notFound(priceAlertMessages.linkUnknown);
  }

  async runRound(_asOf: Date): Promise<PriceAlertRound> {
    void this.ctx;
    return { searches: 0, checked: 0, mails: 0, ended: 0 };
  }
}
