import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XSRF_COOKIE } from 'shared';
import { declaredRoutes, withEarlyBootTables } from 'tooling/route-table.mjs';
import { CONFIG_ELEMENT_ID, configElement, REGISTRY_ELEMENT_ID, registryElement } from 'tooling/shell-page.mjs';

// The early script (before-bundle.js, plain ES5) run as the browser runs it, its tables written in as
// the build does, in a page that carries config.json and the registry as the servers write them in
// (tooling/shell-page.mjs), against a fake API.
const beforeBundle = withEarlyBootTables(readFileSync(path.join(import.meta.dirname, '..', 'before-bundle.js'), 'utf8'));
export const EARLY_API = 'http://api.test';

/** The registry `npm start` serves: each area's routes as its build published them (tooling/runtime-files.mjs). */
export const publishedRegistry = {
  remotes: {},
  routes: Object.fromEntries(declaredRoutes().flatMap(({ area, routes }) => (area === 'shell' ? [] : [[`mf-${area}`, routes]]))),
};

/** The API's answer to a request, or undefined for a 404. */
type ApiAnswer = (url: string, init: RequestInit | undefined) => Response | undefined;

/** Runs the early script at `pathname`; `callsTo(path)` lists the requests to the API under that path. */
export function runEarlyScript(pathname: string, answer: ApiAnswer, { xsrfCookie = true, registry = publishedRegistry as unknown } = {}) {
  window.history.replaceState(null, '', pathname);
  document.getElementById(CONFIG_ELEMENT_ID)?.remove();
  document.getElementById(REGISTRY_ELEMENT_ID)?.remove();
  document.head.insertAdjacentHTML('beforeend', configElement({ apiBase: `${EARLY_API}/` }) + registryElement(registry));
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => answer(String(input), init) ?? new Response('', { status: 404 }));
  if (xsrfCookie) document.cookie = `${XSRF_COOKIE}=from-cookie`;
  vi.stubGlobal('fetch', fetchMock);
  new Function(beforeBundle)();
  const callsTo = (apiPath: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(`${EARLY_API}${apiPath}`));
  return { fetchMock, callsTo };
}

/** What a run leaves behind: the fetch stub, the handed-over answers, the page's runtime files, the XSRF cookie and storage. */
export function forgetEarlyScript() {
  vi.unstubAllGlobals();
  document.getElementById(CONFIG_ELEMENT_ID)?.remove();
  document.getElementById(REGISTRY_ELEMENT_ID)?.remove();
  document.documentElement.removeAttribute('data-cookie-notice-pending');
  document.cookie = `${XSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  localStorage.clear();
}
