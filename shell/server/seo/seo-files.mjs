// The glue between the pure robots.txt and sitemap.xml modules and the two servers: where their lists
// come from (the registry's live routes, the API's hotels and popular routes) and what each file is
// sent as. `npm start`'s static server answers them per request (tooling/serve-static.mjs); nginx
// serves the files deploy/production.mjs writes, and a release writes the sitemap again
// (tooling/releases/nginx-page-map.mjs). The page server of server rendering will take them over.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from '../../../tooling/runtime-files.mjs';
import { HOME_ROUTES_ORIGIN } from '../../../shared/src/flights/route-page-address.js';
import { siteRoutes } from '../../../shared/src/routes/published-routes.js';
import { robotsTxt } from './robots-txt.mjs';
import { sitemapXml } from './sitemap-xml.mjs';

/** The files by path, with the type each is sent as. */
export const SEO_FILES = /** @type {const} */ ({
  '/robots.txt': 'text/plain; charset=utf-8',
  '/sitemap.xml': 'application/xml; charset=utf-8',
});
/** Beside the production registry: the API's lists the sitemap was last made from, so a release can make it again. */
export const SITEMAP_SOURCES_FILE = 'sitemap-sources.json';

/**
 * @typedef {{ hotels: { id: number }[], popularRoutes: { origin: string, destination: string }[] }} SitemapSources
 */

/**
 * The API's lists behind the sitemap: every hotel (GET /tours/hotels) and the popular routes the home
 * page shows first (GET /flights/popular-routes?origin=MOW). Throws when the API does not answer them.
 * @param {string} apiUrl the API's absolute base (`http://127.0.0.1:3010`, `https://example.ru/api`)
 * @param {{ fetch?: typeof fetch }} [options]
 * @returns {Promise<SitemapSources>}
 */
export async function fetchSitemapSources(apiUrl, { fetch = globalThis.fetch } = {}) {
  const get = async (/** @type {string} */ pathAndQuery) => {
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}${pathAndQuery}`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`GET ${pathAndQuery}: ${response.status}`);
    return response.json();
  };
  const [hotels, popular] = await Promise.all([get('/tours/hotels'), get(`/flights/popular-routes?origin=${HOME_ROUTES_ORIGIN}`)]);
  return {
    hotels: hotels.items.map((/** @type {{ id: number }} */ hotel) => ({ id: hotel.id })),
    popularRoutes: popular.items.map((/** @type {{ destination: { cityId: string } }} */ item) => ({
      origin: popular.origin.cityId,
      destination: item.destination.cityId,
    })),
  };
}

/**
 * The sitemap of a registry's live routes (a canary's pages are not everyone's yet) and the shell's.
 * @param {string} origin @param {import('../../../shared/src/routes/published-routes').RegistryRoutes} registry
 * @param {readonly import('./sitemap-xml.mjs').SitemapRoute[]} shellRoutes @param {SitemapSources} sources
 */
export function sitemapOf(origin, registry, shellRoutes, sources) {
  return sitemapXml({ origin, publishedRoutes: [...shellRoutes, ...siteRoutes(registry, null)], ...sources });
}

/**
 * An API base as config.json gives it (absolute, or a path on the site's origin such as `/api`), made absolute.
 * @param {string} apiBase @param {string} origin
 */
export const absoluteApiUrl = (apiBase, origin) => new URL(apiBase || '/', `${origin}/`).href.replace(/\/$/, '');

const SOURCES_FRESH_MS = 10 * 60_000;

/**
 * `npm start`'s answers: robots.txt, and the sitemap from the registry read now and the API's lists,
 * asked again after ten minutes (the popular routes follow the day). Null for any other path.
 * @param {{ origin: string, runtimeDir: string, shellRoutes: readonly import('./sitemap-xml.mjs').SitemapRoute[] }} site
 */
export function seoFileAnswers({ origin, runtimeDir, shellRoutes }) {
  /** @type {{ at: number, sources: Promise<SitemapSources> } | undefined} */
  let held;
  /**
   * @param {string} urlPath
   * @returns {Promise<{ status: number, type: string, body: string }> | null}
   */
  return (urlPath) => {
    if (urlPath === '/robots.txt') return Promise.resolve({ status: 200, type: SEO_FILES[urlPath], body: robotsTxt(origin) });
    if (urlPath !== '/sitemap.xml') return null;
    return sitemapAnswer();
  };

  async function sitemapAnswer() {
    const config = readJson(path.join(runtimeDir, 'config.json')) ?? {};
    if (!held || Date.now() - held.at > SOURCES_FRESH_MS) held = { at: Date.now(), sources: fetchSitemapSources(absoluteApiUrl(config.apiBase ?? '', origin)) };
    const asked = held;
    try {
      const sources = await asked.sources;
      return {
        status: 200,
        type: SEO_FILES['/sitemap.xml'],
        body: sitemapOf(origin, readJson(path.join(runtimeDir, 'remotes.json')) ?? {}, shellRoutes, sources),
      };
    } catch {
      if (held === asked) held = undefined; // a failed answer is asked again at the next request
      // a sitemap without the hotels would tell a crawler they are gone: it is asked for again later instead
      return { status: 503, type: 'text/plain; charset=utf-8', body: 'Карта сайта временно недоступна' };
    }
  }
}

/**
 * nginx's files (deploy/production.mjs): robots.txt, and the sitemap with the API's lists kept beside it,
 * so a release can make the sitemap again from its registry (`refreshSitemap`) without asking the API.
 * @param {string} runtimeDir
 * @param {{ origin: string, apiUrl: string, registry: import('../../../shared/src/routes/published-routes').RegistryRoutes, shellRoutes: readonly import('./sitemap-xml.mjs').SitemapRoute[] }} site
 */
export async function writeSeoFiles(runtimeDir, { origin, apiUrl, registry, shellRoutes }) {
  writeFileAtomically(path.join(runtimeDir, 'robots.txt'), robotsTxt(origin));
  const sources = await fetchSitemapSources(apiUrl);
  writeFileAtomically(path.join(runtimeDir, SITEMAP_SOURCES_FILE), JSON.stringify({ origin, ...sources }));
  writeFileAtomically(path.join(runtimeDir, 'sitemap.xml'), sitemapOf(origin, registry, shellRoutes, sources));
}

/**
 * After a release beside nginx: the sitemap again from the new registry (a page added or taken away),
 * when the production launcher wrote one. Returns whether it did.
 * @param {string} runtimeDir @param {import('../../../shared/src/routes/published-routes').RegistryRoutes} registry
 * @param {readonly import('./sitemap-xml.mjs').SitemapRoute[]} shellRoutes
 */
export function refreshSitemap(runtimeDir, registry, shellRoutes) {
  const saved = readJson(path.join(runtimeDir, SITEMAP_SOURCES_FILE));
  if (!saved) return false;
  const { origin, ...sources } = saved;
  writeFileAtomically(path.join(runtimeDir, 'sitemap.xml'), sitemapOf(origin, registry, shellRoutes, sources));
  return true;
}

/** @param {string} file */
function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}
