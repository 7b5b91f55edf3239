// Reads the early script's handover (window.__PLATFORM_BOOT__, typed in api-client/early-answers.ts)
// directly: bundled with each area that shows photos (shared/lazy-image), so an area built with it
// runs beside a shell built without it.

/**
 * How many of an image's attempts the shell's early script already spent (its paint of a hotel's
 * first photo failed), so the page's own tries keep to the 3 attempts of product rules §4. `url` as
 * the page asks for it; compared as absolute URLs.
 */
export function earlyImageFailures(url: string): number {
  if (typeof window === 'undefined') return 0;
  const failures = window.__PLATFORM_BOOT__?.imageFailures;
  return failures?.[new URL(url, window.location.href).toString()] ?? 0;
}
