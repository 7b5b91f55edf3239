import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HYDRATION_MISMATCH_NOTE } from 'shared';

/** Set on <html> by the page server when #root holds the page it rendered (tooling/page-render.mjs). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

export function isServerRendered(): boolean {
  return document.documentElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
}

/**
 * Hydrates the server's HTML in `container` with `app`: React takes over the elements already there
 * instead of drawing them again. Where the two differ, React renders that part afresh and the console
 * says so, in words the e2e suite looks for.
 */
export function hydratePage(container: HTMLElement, app: ReactNode): void {
  hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
}

/**
 * React wraps an error thrown while hydrating a part (an area whose code failed to load) with that error
 * as its cause: the part shows its own fallback, and the HTML was not at fault. Anything else is a
 * difference between the server's HTML and the browser's first render.
 */
export function reportRecoverableError(error: unknown): void {
  if (error instanceof Error && error.cause instanceof Error) console.warn(HYDRATED_PART_FAILED_NOTE, error.cause);
  else console.error(HYDRATION_MISMATCH_NOTE, error);
}

export const HYDRATED_PART_FAILED_NOTE = 'Часть страницы с сервера не удалось оживить, она отрисована в браузере:';
