import type { ApiModule } from '../modules/api-module.js';
import { accountRoutes } from './login-routes.js';
import { seedDemoUser } from './demo-user.js';

export const accountsModule: ApiModule = {
  name: 'accounts',
  seed: async (ctx) => {
    if (ctx.config.seedDemo) await seedDemoUser(ctx.db, ctx.passwords);
  },
  routes: (ctx) => accountRoutes(ctx),
};
