import { brandMirrorFor } from '../brand/brand-mirror';

/**
 * One page's head: the one model the server prints as HTML (`pageHeadHtml`, `shared/page-head-html`)
 * and the browser keeps document.head in line with (`usePageHead`). Both read the tags from
 * `pageHeadTags`, so the two can never disagree on which tags a page has.
 */

/** A schema.org thing as JSON-LD (`shared/json-ld` builds them): its `@type` and properties. */
export interface JsonLdThing {
  readonly '@type': string;
  readonly [property: string]: unknown;
}

export interface PageHead {
  /** The page's own title; the tab reads '<title> — Авиабилеты'. */
  title: string;
  description: string;
  /** Path and query of the page's canonical address: its own address without tracking parameters (`canonicalPathOf`). */
  canonicalPath: string;
  /** The picture of a link preview (og:image): an absolute URL or a path on the site. */
  image: string;
  imageAlt: string;
  /** og:type; 'website' unless said. */
  type: 'website' | 'article';
  /** schema.org objects, each its own `application/ld+json` script. */
  jsonLd: readonly JsonLdThing[];
  /** Personal and transactional pages: not for search engines. */
  noindex: boolean;
}

/** What one layer knows of the head (the route's published head, then the page's own); later layers win. */
export type PageHeadPart = Partial<PageHead>;

/**
 * A route's head as a plain function of its page's data, exported by the owning area (`heads` of its
 * pages module, docs/architecture.md#page-heads): the page calls it in the browser, the page server with
 * the same data. `origin` ('https://poletim.ru') makes the JSON-LD's links absolute. Null while the data
 * says nothing yet: the route's published head stands.
 */
export type RouteHeadOf<Data> = (data: Data, origin: string) => PageHeadPart | null;

/** The site's name after every page's title in the browser tab: '<title> — Авиабилеты'. */
export const SITE_NAME = 'Авиабилеты';

/** The default, also in the shell's index.html, for a route that publishes none. */
export const DEFAULT_PAGE_DESCRIPTION = 'Дешёвые авиабилеты: поиск и покупка билетов на самолёт по России и миру, туры и отели.';
export const OG_LOCALE = 'ru_RU';

/** Marks the tags of document.head the page head owns (the server prints them marked too): only these are replaced or removed. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

/** Parameters that say where a visitor came from, not what the page is: never part of a canonical address. */
const TRACKING_PARAM = /^(?:utm_.*|gclid|yclid|ysclid|fbclid|_openstat)$/i;

/** The page's own address without tracking parameters, e.g. '/tours?country=1' for '/tours?country=1&utm_source=x'. */
export function canonicalPathOf(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  for (const name of [...query.keys()]) if (TRACKING_PARAM.test(name)) query.delete(name);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** The layers merged, the later winning field by field. */
export function mergePageHeads(parts: readonly (PageHeadPart | null | undefined)[]): PageHeadPart {
  const merged: PageHeadPart = {};
  for (const part of parts) {
    for (const [field, value] of Object.entries(part ?? {})) if (value !== undefined) Object.assign(merged, { [field]: value });
  }
  return merged;
}

export type HeadTag =
  | { kind: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: 'canonical'; href: string }
  | { kind: 'json-ld'; thing: JsonLdThing };

/**
 * The tab's title and every tag of the head, in order: description, robots, canonical, Open Graph,
 * Twitter card, JSON-LD. `origin` makes links absolute and picks the brand mirror (og:site_name).
 */
export function pageHeadTags(head: PageHeadPart, origin: string): { title: string; tags: HeadTag[] } {
  const title = head.title ?? SITE_NAME;
  const description = head.description ?? DEFAULT_PAGE_DESCRIPTION;
  const absolute = (url: string) => new URL(url, origin).href;
  const meta = (attribute: 'name' | 'property', key: string, content: string): HeadTag => ({ kind: 'meta', attribute, key, content });
  const url = head.canonicalPath === undefined ? null : absolute(head.canonicalPath);
  const image = head.image ? absolute(head.image) : null;
  const tags: HeadTag[] = [meta('name', 'description', description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  // A page kept out of the index names no canonical address: the two would contradict each other.
  else if (url) tags.push({ kind: 'link', rel: 'canonical', href: url });
  tags.push(
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', brandMirrorFor(new URL(origin).hostname).capitalisedHostName),
    meta('property', 'og:locale', OG_LOCALE),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
  );
  if (url) tags.push(meta('property', 'og:url', url));
  if (image) tags.push(meta('property', 'og:image', image));
  if (image && head.imageAlt) tags.push(meta('property', 'og:image:alt', head.imageAlt));
  tags.push(meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'), meta('name', 'twitter:title', title), meta('name', 'twitter:description', description));
  if (image) tags.push(meta('name', 'twitter:image', image));
  for (const thing of head.jsonLd ?? []) tags.push({ kind: 'json-ld', thing });
  return { title: head.title ? `${head.title} — ${SITE_NAME}` : SITE_NAME, tags };
}

/** The start of a text for a description: whole words, at most `max` characters, '…' when cut; no-break spaces stay. */
export function textStart(text: string, max = 160): string {
  const flat = text.replace(/[^\S\u00a0]+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}
