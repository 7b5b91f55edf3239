import type { Page, Route } from '@playwright/test';

/**
 * Answers the API call `GET …/pages/<slug>` in the browser, leaving everything else alone (the
 * site's own path /pages/thailand is a document request). Works against any API base.
 */
export async function interceptPageRequest(page: Page, slug: string, answer: (route: Route, attempt: number) => Promise<void>): Promise<void> {
  let attempt = 0;
  await page.route(
    (url) => url.pathname.endsWith(`/pages/${slug}`),
    async (route) => {
      // the site's own path /pages/thailand is a document; the API's text comes as a fetch
      if (route.request().resourceType() === 'document') return route.fallback();
      attempt += 1;
      await answer(route, attempt);
    },
  );
}

/** A page answer with the real response's headers (CORS, cookies) and a body of our choosing. */
export async function fulfilPage(route: Route, page: { slug: string; title: string; body: string }): Promise<void> {
  const response = await route.fetch();
  await route.fulfill({ response, status: 200, json: page });
}
