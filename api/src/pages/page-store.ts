// The content pages' rows, and the allow-list sanitiser every body passes on its way into the table
// and again on its way out, so no page the API answers can carry a script.
import type { ContentPage } from 'shared/node';
import type { Queryable } from '../db/database.js';
import { contentPages } from './content/index.js';

/** Sanitised on the way out too: a row edited by hand in the database cannot carry a script. */
export async function findPage(db: Queryable, slug: string): Promise<ContentPage | null> {
  const { rows } = await db.query<{ slug: string; title: string; body: string }>('SELECT slug, title, body FROM pages WHERE slug = $1', [slug]);
  const row = rows[0];
  return row ? { slug: row.slug, title: row.title, body: sanitiseHtml(row.body) } : null;
}

/** Writes a page, sanitised on the way in. */
export async function savePage(db: Queryable, page: ContentPage): Promise<void> {
  await db.query(
    `INSERT INTO pages (slug, title, body) VALUES ($1, $2, $3)
     ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body, updated_at = now()
     WHERE pages.title <> EXCLUDED.title OR pages.body <> EXCLUDED.body`,
    [page.slug, page.title, sanitiseHtml(page.body)],
  );
}

/** Idempotent: the shipped texts replace older versions of themselves at every start. */
export async function seedPages(db: Queryable): Promise<void> {
  for (const page of contentPages) await savePage(db, page);
}

/**
 * Allow-list HTML sanitiser for content pages. Safe by construction: the output holds only
 * escaped text and tags this file writes itself, with allowed attributes re-quoted and
 * escaped; everything else is dropped (script/style/… with their content) or escaped.
 * (sanitize-html needs Node 22; DOMPurify needs a DOM. The front end runs DOMPurify again.)
 */

const ALLOWED_TAGS = new Set([
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'a',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
  'dl',
  'dt',
  'dd',
  'code',
  'small',
  'span',
  'div',
  'section',
]);
const VOID_TAGS = new Set(['br', 'hr']);
/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
]);

const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'title']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  td: new Set(['colspan', 'rowspan']),
  ol: new Set(['start']),
};

const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
const ENTITY = /^&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});/;

const escapeText = (text: string) =>
  text.replace(/&|<|>/g, (ch, offset: number) => {
    if (ch === '&') return ENTITY.test(text.slice(offset)) ? '&' : '&amp;';
    return ch === '<' ? '&lt;' : '&gt;';
  });
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const decodeBasicEntities = (value: string) =>
  value
    .replace(/&#(\d{1,7});?/g, (_, code: string) => safeChar(Number(code)))
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, code: string) => safeChar(parseInt(code, 16)))
    .replace(
      /&(amp|quot|apos|lt|gt|colon|tab|newline);/gi,
      (_, name: string) => ({ amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', colon: ':', tab: '\t', newline: '\n' })[name.toLowerCase()]!,
    );
const safeChar = (code: number) => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '');

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function sanitiseAttributes(tag: string, raw: string): string {
  const allowed = ALLOWED_ATTRIBUTES[tag];
  if (!allowed) return '';
  let out = '';
  for (const match of raw.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!allowed.has(name)) continue;
    const value = decodeBasicEntities(match[2] ?? match[3] ?? match[4] ?? '').trim();
    if (name === 'href') {
      // Control characters and whitespace inside a scheme are how `java\tscript:` slips past filters.
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
      if (!SAFE_URL.test(compact)) continue;
      out += ` href="${escapeAttribute(compact)}"`;
      if (/^https?:\/\//i.test(compact)) out += ' rel="noopener noreferrer" target="_blank"';
      continue;
    }
    if (!/^[a-z0-9 _-]{0,40}$/i.test(value)) continue;
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  return out;
}

export function sanitiseHtml(input: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(input.slice(i));
      break;
    }
    out += escapeText(input.slice(i, lt));
    i = lt;
    if (input.startsWith('<!--', i)) {
      const end = input.indexOf('-->', i + 4);
      i = end === -1 ? input.length : end + 3;
      continue;
    }
    TAG.lastIndex = i;
    const match = TAG.exec(input);
    if (!match) {
      out += '&lt;';
      i += 1;
      continue;
    }
    i = TAG.lastIndex;
    const closing = match[1] === '/';
    const tag = match[2]!.toLowerCase();
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!closing) {
        const close = new RegExp(`</${tag}\\s*>`, 'ig');
        close.lastIndex = i;
        const end = close.exec(input);
        i = end ? close.lastIndex : input.length;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (VOID_TAGS.has(tag)) {
      if (!closing) out += `<${tag}>`;
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      // Close whatever was left open inside, so the nesting of the output stays well formed.
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${tag}${sanitiseAttributes(tag, match[3] ?? '')}>`;
    open.push(tag);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
