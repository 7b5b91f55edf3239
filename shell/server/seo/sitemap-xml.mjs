// sitemap.xml (sitemaps.org protocol 0.9): the site's public pages only, as absolute URLs, XML-escaped.
// Pure: where the lists come from (the registry, the API) is the caller's (seo-files.mjs).
import { routePageParam } from '../../../shared/src/flights/route-page-address.js';
import { siteOrigin } from './robots-txt.mjs';

/** The route keys of the pages listed per item (the typed link contract, shared/src/routes/route-table.json). */
export const HOTEL_ROUTE_KEY = 'toursHotel';
export const FLIGHT_ROUTE_KEY = 'flightRoute';
/** The protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** @param {string} text */
export const escapeXml = (text) =>
  text.replace(
    /[&<>"']/g,
    (char) => /** @type {Record<string, string>} */ ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** What the sitemap reads of a published route (shared/src/routes/published-routes.d.ts). @typedef {{ key?: string, path: string, slug?: string }} SitemapRoute */

/**
 * A published route's path with its params filled in (each encoded as one segment), or null when the
 * route is not published (its area rolled back, a release without it): no URL for a page that is not there.
 * @param {readonly SitemapRoute[]} routes @param {string} key @param {Record<string, string | number>} params
 */
function pathOf(routes, key, params) {
  const route = routes.find((candidate) => candidate.key === key);
  if (!route) return null;
  return route.path.replace(/:([A-Za-z]+)/g, (_, name) => encodeURIComponent(String(params[name] ?? '')));
}

/**
 * @typedef {object} SitemapInput
 * @property {string} origin the site's origin (`https://example.ru`)
 * @property {readonly SitemapRoute[]} publishedRoutes the live routes (shell's and areas')
 * @property {readonly { id: number }[]} hotels GET /tours/hotels
 * @property {readonly { origin: string, destination: string }[]} popularRoutes city codes of the routes that have pages
 */

/**
 * The sitemap: the home page, every info page (a route with a slug and no params), each popular
 * route's page and each hotel's page. Personal, transactional and search pages never appear.
 * @param {SitemapInput} input
 */
export function sitemapXml({ origin, publishedRoutes, hotels, popularRoutes }) {
  const site = siteOrigin(origin);
  const paths = new Set();
  if (publishedRoutes.some((route) => route.path === '/')) paths.add('/');
  for (const route of publishedRoutes) if (route.slug && !route.path.includes(':')) paths.add(route.path);
  for (const route of popularRoutes) {
    const path = pathOf(publishedRoutes, FLIGHT_ROUTE_KEY, { route: routePageParam(route.origin, route.destination) });
    if (path) paths.add(path);
  }
  for (const hotel of hotels) {
    const path = pathOf(publishedRoutes, HOTEL_ROUTE_KEY, { hotelId: hotel.id });
    if (path) paths.add(path);
  }
  const urls = [...paths].slice(0, SITEMAP_MAX_URLS).map((path) => `  <url><loc>${escapeXml(site + path)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
