import type { ApiModule } from '../modules/api-module.js';
import { pageRoutes } from './page-routes.js';
import { seedPages } from './page-store.js';

export const pagesModule: ApiModule = {
  name: 'pages',
  seed: (ctx) => seedPages(ctx.db),
  routes: (ctx) => pageRoutes(ctx),
};
