// The text of a content page (GET /pages/{slug}, public) asked for with the page's HTML itself: the
// server that answers a content route's HTML adds a Link preload header for it, so the browser starts
// that request when the HTML's headers arrive instead of after /config.json has named the API (one
// round trip of three on the way to the page's text, its largest paint). The shell's early script
// (shell/src/boot/before-bundle.js) then asks for the same URL the same way and gets the preloaded
// answer. Used by tooling/serve-static.mjs and the production nginx config (deploy/production.mjs).
// The route → slug list is the route table's (shared/src/routes/route-table.ts), checked by a test.

/** Path of each content page → its slug. */
export const CONTENT_PAGE_SLUGS = Object.freeze({
  '/pages/thailand': 'thailand',
  '/about': 'about',
  '/wiki': 'wiki',
  '/payment': 'payment',
  '/policy': 'policy',
  '/policy1': 'policy1',
  '/agreement': 'agreement',
  '/help': 'help',
  '/feature-tariffs': 'feature-tariffs',
});

/**
 * The Link header value for the HTML of `pathname`, or undefined when it is not a content page, the
 * API's address is unknown, or the query carries UTM parameters (the early script then leaves the
 * request to the API client, which adds them: product rules §7). `apiBase` as config.json has it:
 * absolute, or a path on the site ('/api').
 * @param {string} pathname
 * @param {unknown} apiBase
 * @param {string} [search] the query, `?…` or empty
 */
export function contentPagePreloadLink(pathname, apiBase, search = '') {
  if (/[?&]utm_/.test(search)) return undefined;
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const slug = Object.hasOwn(CONTENT_PAGE_SLUGS, route) ? CONTENT_PAGE_SLUGS[/** @type {keyof typeof CONTENT_PAGE_SLUGS} */ (route)] : undefined;
  if (!slug || typeof apiBase !== 'string' || apiBase === '' || /[<>\s,;"]/.test(apiBase)) return undefined;
  return `<${apiBase.replace(/\/+$/, '')}/pages/${encodeURIComponent(slug)}>; rel=preload; as=fetch; crossorigin=use-credentials`;
}
