/** Where to go after signing in on /login (`?next=/profile/orders`); only paths of this site. */
export const NEXT_PARAM = 'next';
/** A same-site path to continue to, or null (never another origin: no open redirect). */
export function safeNextPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
