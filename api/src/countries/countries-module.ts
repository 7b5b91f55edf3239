import { countriesResponseSchema } from 'shared/node';
import { defineRoute } from '../http/route.js';
import type { ApiModule } from '../modules/api-module.js';
import { countriesRu } from './countries-ru.js';

export const countriesModule: ApiModule = {
  name: 'countries',
  routes: () => [
    defineRoute({
      method: 'GET',
      path: '/countries',
      tags: ['reference'],
      summary: 'Страны (гражданство пассажира): ISO 3166-1 alpha-2 и русское название, по алфавиту',
      responses: { 200: { description: 'Список стран', schema: countriesResponseSchema } },
      handler: (c) => {
        // Reference data changes with a release, not per request: let browsers keep it a day.
        c.header('Cache-Control', 'public, max-age=86400');
        return c.json(countriesRu);
      },
    }),
  ],
};
