import * as v from 'valibot';
import { routeTable } from '../routes/route-table';

/** The slugs of the content pages (product rules §2): every route of the table that names one. */
export const contentPageSlugs = Object.values(routeTable).flatMap((route) => ('slug' in route ? [route.slug] : []));

/** GET /pages/{slug}: body is HTML sanitised by the API; sanitise again before rendering. */
export const contentPageSchema = v.object({
  slug: v.string(),
  title: v.string(),
  body: v.string(),
});
export type ContentPage = v.InferOutput<typeof contentPageSchema>;

export const PAGE_NOT_FOUND_MESSAGE = 'Страница не найдена';
