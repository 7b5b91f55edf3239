// What the page knows of a QA override without its rules (qa-override.ts, a chunk loaded only when an
// override is in play): the names it travels under and the origin rule of its allow-list. Its own
// module because that chunk imports it too: webpack cannot merge into main.js's one scope a module another chunk imports.
export const OVERRIDE_QUERY_PARAM = 'mf-override';
export const OVERRIDE_STORAGE_KEY = 'mf-overrides';

/** Whether this page load asks for an override or carries one from earlier in the session. */
export function overridesInPlay(search: string, storage: Storage): boolean {
  return new URLSearchParams(search).has(OVERRIDE_QUERY_PARAM) || storage.getItem(OVERRIDE_STORAGE_KEY) !== null;
}

/** The URL without the override parameters, so routes never see them. */
export function withoutOverrideParam(url: URL): string {
  const cleaned = new URL(url.href);
  cleaned.searchParams.delete(OVERRIDE_QUERY_PARAM);
  return `${cleaned.pathname}${cleaned.search}${cleaned.hash}`;
}

/** The origin of a manifest URL or an allow-list entry, or null for what is not a URL (a release version). */
export function toOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
