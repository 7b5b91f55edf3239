import type { ApiModule } from '../modules/api-module.js';
import { createAccountsService } from './accounts-service.js';
import { seedDemoUser } from './demo-user.js';
import { loginRoutes } from './login-routes.js';
import { profileRoutes } from './profile-routes.js';
import { accountRateLimits } from './rate-limits.js';
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
