import { apiGet } from '../../api-client';
import { contentPageSchema } from '../content-page-schemas';

const contentPagePath = (slug: string) => `/pages/${encodeURIComponent(slug)}`;

/** GET /pages/{slug}: title and sanitised HTML; an unknown slug is a 404 `ApiError` with `notFound`. */
export function getContentPage(slug: string, signal?: AbortSignal) {
  return apiGet(contentPagePath(slug), { schema: contentPageSchema, signal });
}
