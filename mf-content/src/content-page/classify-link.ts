/** What a link in a page body points at, which decides how a click on it is handled. */
export type LinkKind =
  /** A path of this site: navigated client-side, without a page reload. */
  | { type: 'internal'; path: string }
  /** A place in the same page (`#section`): the browser scrolls there itself. */
  | { type: 'fragment'; fragment: string }
  /** Another site: opens in a new tab. */
  | { type: 'external' }
  /** `mailto:`, `tel:` and the like: left to the browser. */
  | { type: 'other' };

const WEB_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * Classifies an href as written in the page body. `base` resolves relative hrefs; by default the
 * site root, because page bodies are written against the site, not against the page's own path.
 */
export function classifyLink(href: string, siteOrigin: string, base: string = `${siteOrigin}/`): LinkKind {
  const trimmed = href.trim();
  if (trimmed.startsWith('#')) return { type: 'fragment', fragment: trimmed.slice(1) };
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return { type: 'other' };
  }
  if (!WEB_PROTOCOLS.has(url.protocol)) return { type: 'other' };
  if (url.origin !== siteOrigin) return { type: 'external' };
  return { type: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
}
