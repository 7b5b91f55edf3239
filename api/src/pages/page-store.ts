import type { ContentPage } from 'shared/node';
import type { Queryable } from '../db/database.js';
import { contentPages } from './content/index.js';
import { sanitiseHtml } from './html-sanitiser.js';

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
