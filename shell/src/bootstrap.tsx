import { createStore } from 'jotai';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { configureApiClient, setSiteEnvironment } from 'shared';
import { applyFrameStylesheets } from './boot/frame-stylesheet';
import { hydratePage, isServerRendered } from './boot/hydrate-page';
import { loadRuntimeConfig } from './config/runtime-config';
import { OVERRIDE_QUERY_PARAM, overridesInPlay, withoutOverrideParam } from './remotes/override-param';
import { fetchRemoteManifests, fetchSiteRoutes } from './remotes/remote-registry';
import { createAppRouter } from './router/app-routes';

/** The shell owns the one jotai store: session, auth modal and modal atoms of every area live in it. */
export const appStore = createStore();

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProviders store={appStore}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** How long the React frame waits for the shell's CSS (already preloaded by index.html) before rendering anyway. */
const FRAME_STYLESHEET_WAIT_MS = 3000;

async function start() {
  const config = await loadRuntimeConfig();
  configureApiClient({ baseUrl: config.apiBase });
  setSiteEnvironment(config.environment);
  // Start fetching the registry now but do not wait for it: header and footer render even when it is down.
  // It reads `?mf-override=` synchronously, so the parameter can leave the address bar before routing starts.
  fetchRemoteManifests(config.remoteLoadTimeoutMs).catch(() => undefined);
  // a QA override loads another build than the server rendered: that page is drawn afresh, not hydrated
  const hydratable = isServerRendered() && !overriddenInThisSession();
  const location = new URL(window.location.href);
  if (location.searchParams.has(OVERRIDE_QUERY_PARAM)) window.history.replaceState(null, '', withoutOverrideParam(location));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  if (hydratable && (await hydrate(container, config.remoteLoadTimeoutMs))) return;
  await applyFrameStylesheets(FRAME_STYLESHEET_WAIT_MS);
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser (input, paint) instead of one long task;
  // the static frame stays on screen until the React frame is complete.
  const router = createAppRouter();
  startTransition(() => root.render(<App router={router} />));
}

function overriddenInThisSession(): boolean {
  try {
    return overridesInPlay(window.location.search, window.sessionStorage);
  } catch {
    return false; // storage blocked: no override can be stored either
  }
}

/**
 * A page the server rendered (docs/architecture.md, "Server rendering") is hydrated, not drawn again:
 * the router starts with the areas' routes from the registry (preloaded by index.html), as the server
 * rendered them, and the area's page stays the server's HTML until its code has arrived. False when the
 * registry cannot be read: the page is then rendered afresh.
 */
async function hydrate(container: HTMLElement, timeoutMs: number): Promise<boolean> {
  const areaRoutes = await fetchSiteRoutes(timeoutMs).catch(() => null);
  if (!areaRoutes) return false;
  hydratePage(container, <App router={createAppRouter(areaRoutes)} />);
  return true;
}

void start();
