import { Provider as JotaiProvider, createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
// the singleton's client, through the package name: this file is its own entry (shared/standalone-area)
import { configureApiClient, setSiteEnvironment } from 'shared';
import type { PublishedRoute } from '../routes/published-routes';
import type { RemotePages } from './remote-contract';

interface StandaloneAreaOptions {
  /** The routes the area declares (its src/routes.json). */
  routes: readonly PublishedRoute[];
  pages: RemotePages;
  /** Build-time `API_BASE` of the remote; empty means the local platform's API. */
  apiBase?: string;
}

/**
 * Standalone development of one area (`pnpm --filter mf-avia dev`): its own routes, a store and the
 * API client, without the shell's frame. Inside the platform the shell renders `./pages` instead.
 */
export function renderStandaloneArea({ routes: declared, pages, apiBase }: StandaloneAreaOptions): void {
  configureApiClient({ baseUrl: apiBase || 'http://127.0.0.1:3010' });
  // Standalone development talks to a development API, whose sandbox payments work.
  setSiteEnvironment('development');
  const routes: RouteObject[] = declared.map((route) => {
    const Page = pages[route.key];
    return { path: route.path, element: Page ? <Page routeName={route.key} /> : null };
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <JotaiProvider store={createStore()}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </JotaiProvider>
    </StrictMode>,
  );
}
