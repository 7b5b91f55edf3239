// The content pages' rows, and the allow-list sanitiser every body passes on its way into the table
// and again on its way out, so no page the API answers can carry a script.
import sanitize from 'sanitize-html';
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
 * The allow-list for content pages: sanitize-html, because the API has no DOM for DOMPurify
 * (the front end runs DOMPurify again).
 */
const PAGE_HTML: sanitize.IOptions = {
  allowedTags: 'h2 h3 h4 p br hr ul ol li strong b em i a blockquote table thead tbody tr th td caption dl dt dd code small span div section'.split(' '),
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // removed with everything inside them, not just their tags
  nonTextTags: 'script style iframe object embed noscript template svg math textarea title xmp noembed noframes'.split(' '),
  transformTags: {
    // rel and target are the sanitiser's own: an external link opens in a new tab without access to this one.
    a: (tagName, { href, title }) => ({
      tagName,
      attribs: {
        ...(href !== undefined && { href }),
        ...(title !== undefined && { title }),
        ...(href && /^https?:\/\//i.test(href) && { rel: 'noopener noreferrer', target: '_blank' }),
      },
    }),
  },
  // The HTML parser turns a stray </p> into an empty paragraph; the text around it is all that was meant.
  exclusiveFilter: (frame) => frame.tag === 'p' && !frame.text.trim(),
};

export const sanitiseHtml = (input: string): string => sanitize(input, PAGE_HTML);
