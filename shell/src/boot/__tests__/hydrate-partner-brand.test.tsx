// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://avia.bgoperator.ru/"}
import { act } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderToString } from 'react-dom/server';
import { createBrowserRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider } from 'react-router-dom';
import { BRAND_MIRRORS, HYDRATION_MISMATCH_NOTE, PageHostContext } from 'shared';
import { afterEach, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app-providers';
import { appRoutes } from '../../router/app-routes';
import { hydratePage } from '../hydrate-page';

// On the partner mirror (product rules §1) the page server names its brand from the request's Host
// (PageHostContext, shell/src/server/render-page.tsx), the browser from its address: the same frame.
async function serverHtml(hostName: string): Promise<string> {
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request('http://site/no-such-page'));
  if (context instanceof Response) throw new Error('redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <PageHostContext value={hostName}>
      <AppProviders store={createStore()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </PageHostContext>,
  );
}

async function hydrated(html: string) {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  window.history.replaceState(null, '', '/no-such-page');
  await act(async () => {
    hydratePage(
      container,
      <AppProviders store={createStore()}>
        <RouterProvider router={createBrowserRouter(appRoutes())} />
      </AppProviders>,
    );
  });
  const mismatches = consoleError.mock.calls.filter((call) => call[0] === HYDRATION_MISMATCH_NOTE);
  consoleError.mockRestore();
  return { container, mismatches };
}

afterEach(() => document.body.replaceChildren());

it('hydrates the partner brand the server named from the Host without a mismatch', async () => {
  const html = await serverHtml('avia.bgoperator.ru');
  expect(html).toContain(BRAND_MIRRORS.partner.capitalisedHostName);
  const { container, mismatches } = await hydrated(html);
  expect(mismatches).toEqual([]);
  expect(container.querySelector('header')?.textContent).toContain(BRAND_MIRRORS.partner.capitalisedHostName);
});

it('is a mismatch when the server names the site’s own host instead (its origin, as before it read the Host)', async () => {
  const { mismatches } = await hydrated(await serverHtml('poletim.ru'));
  expect(mismatches.length).toBeGreaterThan(0);
});
