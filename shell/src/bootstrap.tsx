import { createRoot } from 'react-dom/client';
import { configureApiClient, setSiteEnvironment } from 'shared';
import { App } from './app';
import { loadRuntimeConfig } from './config/runtime-config';
import { OVERRIDE_QUERY_PARAM, withoutOverrideParam } from './remotes/qa-override';
import { fetchAndRegisterRemotes } from './remotes/remote-registry';

async function start() {
  const config = await loadRuntimeConfig();
  configureApiClient({ baseUrl: config.apiBase });
  setSiteEnvironment(config.environment);
  // Start fetching the registry now but do not wait for it: header and footer render even when it is down.
  // It reads `?mf-override=` synchronously, so the parameter can leave the address bar before routing starts.
  fetchAndRegisterRemotes(config.remoteLoadTimeoutMs).catch(() => undefined);
  const location = new URL(window.location.href);
  if (location.searchParams.has(OVERRIDE_QUERY_PARAM)) window.history.replaceState(null, '', withoutOverrideParam(location));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App />);
}

void start();
