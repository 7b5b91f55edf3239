import { apiGet } from '../../api-client';
import { contentPageSchema } from '../pages';

/** GET /pages/{slug}: title and sanitised HTML; an unknown slug is a 404 `ApiError` with `notFound`. */
export function getContentPage(slug: string, signal?: AbortSignal) {
  return apiGet(`/pages/${encodeURIComponent(slug)}`, { schema: contentPageSchema, signal });
}
