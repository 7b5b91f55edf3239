import * as v from 'valibot';

/** The nine content slugs of spec §2. */
export const contentPageSlugs = [
  'about',
  'wiki',
  'payment',
  'policy',
  'policy1',
  'agreement',
  'help',
  'feature-tariffs',
  'thailand',
] as const;
export type ContentPageSlug = (typeof contentPageSlugs)[number];

/** GET /pages/{slug}: body is HTML sanitised by the API; sanitise again before rendering. */
export const contentPageSchema = v.object({
  slug: v.string(),
  title: v.string(),
  body: v.string(),
});
export type ContentPage = v.InferOutput<typeof contentPageSchema>;

export const PAGE_NOT_FOUND_MESSAGE = 'Страница не найдена';
