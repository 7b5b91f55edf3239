// The names a QA override travels under (qa-override.ts), kept apart from its rules so a page
// without an override never loads them.
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
