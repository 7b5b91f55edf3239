import { RateLimiter } from '../http/rate-limiter.js';
import type { ModuleContext } from '../modules/api-module.js';

const MINUTE = 60_000;
/** An IP may try this many times the per-e-mail budget (several people behind one NAT). */
const IP_FACTOR = 5;

export type AccountRateLimits = ReturnType<typeof accountRateLimits>;

/** The budgets of every account flow, made once per app so the flows count into the same ones. */
export function accountRateLimits(ctx: ModuleContext) {
  const limits = ctx.config.rateLimits;
  return {
    loginByEmail: new RateLimiter(ctx.db, 'login-email', limits.loginPerMinute, MINUTE),
    loginByIp: new RateLimiter(ctx.db, 'login-ip', limits.loginPerMinute * IP_FACTOR, MINUTE),
    restoreByEmail: new RateLimiter(ctx.db, 'restore-email', limits.restorePerMinute, MINUTE),
    restoreByIp: new RateLimiter(ctx.db, 'restore-ip', limits.restorePerMinute * IP_FACTOR, MINUTE),
    signUpByIp: new RateLimiter(ctx.db, 'sign-up-ip', limits.loginPerMinute * IP_FACTOR, MINUTE),
    // Sign-up mails the address whether or not it is registered: bounded like recovery mails.
    signUpByEmail: new RateLimiter(ctx.db, 'sign-up-email', limits.restorePerMinute, MINUTE),
    resetByIp: new RateLimiter(ctx.db, 'reset-ip', limits.restorePerMinute * IP_FACTOR, MINUTE),
  };
}

// Every budget is counted before any hashing, so a flood costs us no CPU.
export { enforce } from '../http/rate-limiter.js';
