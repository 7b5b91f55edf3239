// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderToString } from 'react-dom/server';
import { createBrowserRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider } from 'react-router-dom';
import { HYDRATION_MISMATCH_NOTE, STORAGE_KEYS } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AppProviders } from '../../app-providers';
import { appRoutes } from '../../router/app-routes';
import { HYDRATED_PART_FAILED_NOTE, hydratePage, reportRecoverableError } from '../hydrate-page';

// A server-rendered page is hydrated (docs/architecture.md, "Server rendering"): the frame the page
// server drew must be the browser's first render, whatever this browser has stored.

async function serverHtml(path: string): Promise<string> {
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(`http://site${path}`));
  if (context instanceof Response) throw new Error('redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders store={createStore()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}

/** The page server's HTML for `path` (it has no storage), hydrated in a browser that stored `stored`. */
async function hydrateAt(path: string, stored: Record<string, string> = {}) {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(path);
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  document.body.append(container);
  window.history.replaceState(null, '', path);
  const serverHeading = container.querySelector('h1');
  await act(async () => {
    hydratePage(
      container,
      <AppProviders store={createStore()}>
        <RouterProvider router={createBrowserRouter(appRoutes())} />
      </AppProviders>,
    );
  });
  return { container, serverHeading };
}

const mismatchReports = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter((call) => call[0] === HYDRATION_MISMATCH_NOTE);

describe('hydrating the server-rendered frame', () => {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    document.body.replaceChildren();
    localStorage.clear();
  });

  it('keeps the server elements and reports no mismatch on a first visit', async () => {
    const { container, serverHeading } = await hydrateAt('/no-such-page');
    expect(mismatchReports(consoleError)).toEqual([]);
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(container.querySelector('[data-cookie-notice]')).not.toBeNull();
  });

  it('reports no mismatch where consent is stored, and then takes the notice away', async () => {
    const { container } = await hydrateAt('/no-such-page', { [STORAGE_KEYS.cookieConsent]: '2026-12-01T10:00:00.000Z' });
    expect(mismatchReports(consoleError)).toEqual([]);
    expect(container.querySelector('[data-cookie-notice]')).toBeNull();
  });

  it('tells a part that failed while hydrating (an area whose code did not load) from a mismatch', () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // how React hands it over: its own error, with the area's failure as the cause
    const areaFailure = new Error('mf-tours: unavailable');
    reportRecoverableError(new Error('There was an error while hydrating this Suspense boundary.', { cause: areaFailure }));
    expect(mismatchReports(consoleError)).toEqual([]);
    expect(consoleWarn).toHaveBeenCalledWith(HYDRATED_PART_FAILED_NOTE, areaFailure);
    reportRecoverableError(new Error('Hydration failed because the server rendered HTML did not match the client.'));
    expect(mismatchReports(consoleError)).toHaveLength(1);
    consoleWarn.mockRestore();
  });

  it('says so in the console when the browser draws something else', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<p>С сервера</p>);
    document.body.append(container);
    await act(async () => hydratePage(container, <p>Из браузера</p>));
    expect(mismatchReports(consoleError)).toHaveLength(1);
  });
});
