import { UTM_QUERY_PARAMS } from 'shared/node';
import type { AppContext } from './app-env.js';

/** Recorded with new accounts and orders. */
export interface Utm {
  campaign?: string | undefined;
  medium?: string | undefined;
  source?: string | undefined;
}

const clean = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, 200) : undefined;
};

/** The attribution the site adds to every request's query (product rules §7); recorded with new accounts and orders. */
export function readUtm(c: AppContext): Utm {
  return {
    campaign: clean(c.req.query(UTM_QUERY_PARAMS.campaign)),
    medium: clean(c.req.query(UTM_QUERY_PARAMS.medium)),
    source: clean(c.req.query(UTM_QUERY_PARAMS.source)),
  };
}
