import { apiGet, earlyGetAnswer } from '../../api-client';
import { contentPageSchema, type ContentPage } from '../content-page-schemas';

const contentPagePath = (slug: string) => `/pages/${encodeURIComponent(slug)}`;

/** GET /pages/{slug}: title and sanitised HTML; an unknown slug is a 404 `ApiError` with `notFound`. */
export function getContentPage(slug: string, signal?: AbortSignal) {
  return apiGet(contentPagePath(slug), { schema: contentPageSchema, signal });
}

/** The page of `slug` when the early script already has it (a first visit's page), once; else undefined. */
export function earlyContentPage(slug: string): ContentPage | undefined {
  return earlyGetAnswer(contentPagePath(slug), contentPageSchema);
}
