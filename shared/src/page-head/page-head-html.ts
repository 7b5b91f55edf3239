import { PAGE_HEAD_ATTRIBUTE, pageHeadTags, type HeadTag, type JsonLdThing, type PageHeadPart } from './page-head';

const HTML_SPECIAL: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in an element's content and in a quoted attribute value alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_SPECIAL[char]!);
}

/**
 * JSON for the inside of a `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes, so
 * neither `</script>` nor `<!--` can end or change the script, and U+2028/U+2029 too (older JavaScript
 * parsers end a line there). JSON.stringify writes these characters only inside strings, where the
 * escapes mean the same characters, so `JSON.parse` gives back the same object.
 */
export function jsonLdScriptText(thing: JsonLdThing): string {
  return JSON.stringify(thing).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function tagHtml([kind, key, value]: HeadTag): string {
  if (kind === 'script') return `<script type="${key}" ${PAGE_HEAD_ATTRIBUTE}>${jsonLdScriptText(value as JsonLdThing)}</script>`;
  if (kind === 'link') return `<link rel="${key}" href="${escapeHtml(value as string)}" ${PAGE_HEAD_ATTRIBUTE}>`;
  return `<meta ${kind}="${escapeHtml(key)}" content="${escapeHtml(value as string)}" ${PAGE_HEAD_ATTRIBUTE}>`;
}

/**
 * The page's `<title>` and head tags as HTML, for the page server: every value escaped, the tags
 * marked as the browser's `usePageHead` marks its own, so it takes them over. `origin`: the site's
 * origin as the visitor sees it ('https://poletim.ru'), for absolute links and the brand mirror.
 */
export function pageHeadHtml(head: PageHeadPart, origin: string): string {
  const { title, tags } = pageHeadTags(head, origin);
  return [`<title>${escapeHtml(title)}</title>`, ...tags.map(tagHtml)].join('\n');
}
