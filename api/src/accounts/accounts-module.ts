import { RateLimiter } from '../http/rate-limiter.js';
import type { ApiModule, ModuleContext } from '../modules/api-module.js';
import { createAccountsService } from './accounts-service.js';
import { seedDemoUser } from './demo-user.js';
import { loginRoutes } from './login-routes.js';
import { profileRoutes } from './profile-routes.js';
import { recoveryRoutes } from './recovery-routes.js';
import { signUpRoutes } from './sign-up-routes.js';

/** Sign-up, sign-in (password, mailed link), the current user, profile and password reset. */
export const accountsModule: ApiModule = {
  name: 'accounts',
  provideAccounts: (core) => createAccountsService(core),
  seed: async (ctx) => {
    if (ctx.config.seedDemo) await seedDemoUser(ctx.db, ctx.passwords);
  },
  routes: (ctx) => {
    const limits = accountRateLimits(ctx);
    return [...loginRoutes(ctx, limits), ...signUpRoutes(ctx, limits), ...recoveryRoutes(ctx, limits), ...profileRoutes(ctx)];
  },
};

const MINUTE = 60_000;
/** An IP may try this many times the per-e-mail budget (several people behind one NAT). */
const IP_FACTOR = 5;

export type AccountRateLimits = ReturnType<typeof accountRateLimits>;

/**
 * The budgets of every account flow, made once per app so the flows count into the same ones; each
 * flow counts them before any hashing, so a flood costs no CPU.
 */
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
