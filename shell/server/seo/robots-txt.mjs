// robots.txt (robotstxt.org, RFC 9309): every public page may be crawled; personal and transactional
// paths may not, and the sitemap is named. Pure: the servers (tooling/serve-static.mjs, nginx through
// deploy/production.mjs) only send what this returns.

/**
 * Path prefixes no crawler needs: the profile, sign-in and password pages, a booking and its payment,
 * mailed price-alert links, deep links (they redirect into a search), the results of one search (each
 * crawl would run a search; the route pages are their public face) and the API. A test holds each to
 * a route the site publishes, so a moved route cannot leave its old prefix here.
 */
export const DISALLOWED_PATHS = [
  '/profile',
  '/login',
  '/reset-password',
  '/avia/offers/',
  '/avia/orders/',
  '/avia/deeplinks',
  '/payments/',
  '/price-alerts/',
  '/search/',
  '/tours/wishlist',
  '/api/',
];

/**
 * The site's robots.txt for `origin` (`https://example.ru`, no path).
 * @param {string} origin
 */
export function robotsTxt(origin) {
  const site = siteOrigin(origin);
  return ['User-agent: *', ...DISALLOWED_PATHS.map((prefix) => `Disallow: ${prefix}`), 'Allow: /', '', `Sitemap: ${site}/sitemap.xml`, ''].join('\n');
}

/**
 * An origin checked and written as browsers do (`https://example.ru`), or an error: a sitemap's URLs
 * must be absolute, and one built on a Host header a client sent could point anywhere.
 * @param {string} origin
 */
export function siteOrigin(origin) {
  let url;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(`not an origin: ${origin}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin.replace(/\/$/, '')) throw new Error(`not an origin: ${origin}`);
  return url.origin;
}
