// The content pages module in one file, as the countries module is: its one route, `GET /pages/:slug`,
// and the seed that writes the shipped texts (the rows and their sanitising are page-store.ts's).
import { contentPageSchema, PAGE_NOT_FOUND_MESSAGE } from 'shared/node';
import { HttpError } from '../http/http-error.js';
import { defineRoute } from '../http/route.js';
import type { ApiModule } from '../modules/api-module.js';
import { findPage, seedPages } from './page-store.js';

const pageNotFound = () => new HttpError(404, 'NOT_FOUND', PAGE_NOT_FOUND_MESSAGE, undefined, { notFound: true });

export const pagesModule: ApiModule = {
  name: 'pages',
  seed: (ctx) => seedPages(ctx.db),
  routes: (ctx) => [
    defineRoute({
      method: 'GET',
      path: '/pages/:slug',
      tags: ['content'],
      summary: 'Контентная страница по slug',
      description: `body — HTML, очищенный по списку разрешённых тегов. Неизвестный slug → 404 с notFound: true и сообщением "${PAGE_NOT_FOUND_MESSAGE}".`,
      responses: { 200: { description: 'Страница', schema: contentPageSchema }, 404: { description: 'Нет такой страницы' } },
      // No params schema on purpose: any unknown slug, however odd (even with a NUL), is a
      // not-found page with the flag, never a 400.
      handler: async (c) => {
        const slug = c.req.param('slug') ?? '';
        if (!/^[a-z0-9-]{1,100}$/.test(slug)) throw pageNotFound();
        const page = await findPage(ctx.db, slug);
        if (!page) throw pageNotFound();
        return c.json(page);
      },
    }),
  ],
};
