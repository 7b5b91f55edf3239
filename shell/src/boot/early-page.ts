/**
 * The content page before-bundle.js painted into the static frame (`[data-early-page]`), handed to the
 * React frame once: the shell shows it where the area's page will be until the area renders its own,
 * so the text a visitor is already reading neither flashes away nor moves (docs/architecture.md,
 * "First paint"). It holds text and plain tags only, built by that script.
 */
let taken = false;

/** The painted page for `pathname`, once per page load; null when there is none or it was taken. */
export function takeEarlyPage(pathname: string): HTMLElement | null {
  if (taken || typeof document === 'undefined') return null;
  const painted = document.querySelector<HTMLElement>('[data-static-frame] [data-early-page]');
  if (!painted || painted.dataset.earlyPage !== pathname) return null;
  taken = true;
  return painted;
}

/** Tests only: a fresh page load. */
export function resetEarlyPageForTests(): void {
  taken = false;
}
