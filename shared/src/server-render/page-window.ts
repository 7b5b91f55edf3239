// The window and the site's origin pages build markup with (`shared/page-window`): the browser's, or the
// one the page server gives (jsdom) for code that needs a DOM on the server (the info pages' sanitiser).
// A subpath, not the `shared` singleton: only that code pays for it. The server's window is kept under
// a global symbol, so the renderer's copy of this module and an area's server container's copy agree.

export interface PageWindow {
  window: Window & typeof globalThis;
  origin: string;
}

const SERVER_WINDOW = Symbol.for('platform.pageServerWindow');

/** The page server's DOM, set once per process (tooling/page-render.mjs through the renderer). */
export function configureServerWindow(pageWindow: PageWindow): void {
  (globalThis as { [SERVER_WINDOW]?: PageWindow })[SERVER_WINDOW] = pageWindow;
}

/** The browser's window, or the page server's; null on a server that gave none. */
export function pageWindow(): PageWindow | null {
  if (typeof window !== 'undefined') return { window, origin: window.location.origin };
  return (globalThis as { [SERVER_WINDOW]?: PageWindow })[SERVER_WINDOW] ?? null;
}

/** The site's origin as visitors see it ('https://poletim.ru'), in the browser and on the page server alike: pages' heads make their links absolute with it. */
export function pageOrigin(): string {
  return pageWindow()?.origin ?? '';
}
