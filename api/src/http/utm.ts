import type { AppContext } from './app-env.js';
import type { Utm } from '../accounts/users-store.js';

const clean = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, 200) : undefined;
};

/** The attribution the site adds to every request's query (spec §7); recorded with new accounts and orders. */
export function readUtm(c: AppContext): Utm {
  return {
    campaign: clean(c.req.query('utm_campaign')),
    medium: clean(c.req.query('utm_medium')),
    source: clean(c.req.query('utm_source')),
  };
}
