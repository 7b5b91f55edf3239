/* global window */
// The page's one count of failed attempts at each image (docs/product-rules.md §4: at most 3 attempts
// per image), whoever made them: the <img> of the server's HTML, the shell's early script
// (shell/src/boot/before-bundle.js, whose build writes `countImageFailure` into it:
// tooling/route-table.mjs#withEarlyBootTables) and an area's own photo. No imports and plain ES5 for
// that reason; kept on window, since the early script and each area's bundle are separate programs.
// Its types: image-failures.d.ts.

/**
 * Counts one failed attempt at `image` (an <img>, under the URL of its `src`) and answers how many
 * failed so far. With `event` (its `error` event) an attempt is counted once however many listeners
 * see that event; without one (a failure found afterwards: `complete`, no width), only if no failure of
 * that element was counted yet, and the error event still to come for it is then not counted again.
 * @param {HTMLImageElement} image
 * @param {Event} [event]
 * @returns {number}
 */
export function countImageFailure(image, event) {
  var ledger = window.platformImageFailures;
  if (!ledger) ledger = window.platformImageFailures = { byUrl: {}, events: new WeakSet(), images: new WeakMap() };
  var url = image.src;
  if (!url) return 0;
  var counted = ledger.byUrl[url] || 0;
  var mark = ledger.images.get(image);
  if (event) {
    if (ledger.events.has(event)) return counted;
    ledger.events.add(event);
    ledger.images.set(image, 'event');
    if (mark === 'found') return counted;
  } else {
    if (mark) return counted;
    ledger.images.set(image, 'found');
  }
  ledger.byUrl[url] = counted + 1;
  return counted + 1;
}

/**
 * How many attempts at the image at `url` failed so far in this page (`url` as the page asks for it;
 * compared as absolute URLs, as an <img>'s `src` reads).
 * @param {string} url
 * @returns {number}
 */
export function imageFailures(url) {
  if (typeof window === 'undefined' || !window.platformImageFailures) return 0;
  return window.platformImageFailures.byUrl[new URL(url, window.location.href).toString()] || 0;
}
