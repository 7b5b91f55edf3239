/**
 * index.html links the shell's CSS as a preload (tooling/frame-stylesheet-plugin.mjs), so it never holds
 * back the static frame's first paint. Before React replaces that frame, the shell turns each such link
 * into a stylesheet and waits until it applies (from the preload, usually at once), so the React frame
 * never shows unstyled. A stylesheet that fails or takes longer than `timeoutMs` is not waited for.
 */
export const FRAME_STYLESHEET_SELECTOR = 'link[data-frame-stylesheet]';

export function applyFrameStylesheets(timeoutMs: number): Promise<void> {
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>(FRAME_STYLESHEET_SELECTOR));
  return Promise.all(links.map((link) => applyStylesheet(link, timeoutMs))).then(() => undefined);
}

function applyStylesheet(link: HTMLLinkElement, timeoutMs: number): Promise<void> {
  if (link.rel === 'stylesheet' && link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      link.removeEventListener('load', done);
      link.removeEventListener('error', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    link.addEventListener('load', done);
    link.addEventListener('error', done);
    link.rel = 'stylesheet';
  });
}
