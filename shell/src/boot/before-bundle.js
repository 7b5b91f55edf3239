/* global window, document, __EARLY_BOOT_TABLES__, __COUNT_IMAGE_FAILURE__ */
// What must run before the frame's markup is parsed and before main.js (docs/architecture.md#early-script):
// written into index.html's <head> inline by the build, allowed by the CSP by its hash
// (tooling/early-script-plugin.mjs). Everything else a page needs early, the server's HTML carries
// (server rendering, the area's preloads, the brand). Plain ES5, no bundler.
(function () {
  // storage keys and request conventions, written in by the build (tooling/route-table.mjs#withEarlyBootTables)
  var tables = __EARLY_BOOT_TABLES__;
  // A first visit's cookie notice (docs/product-rules.md §2, §9) from the first paint on, and working:
  // consent lives in localStorage, which the server cannot see, so this marks the document before the
  // notice is parsed and the static CSS shows it (not at DOMContentLoaded, which waits for main.js);
  // «ОК» works through one listener on the document. The React notice that replaces it reads the same key.
  var COOKIE_CONSENT_KEY = tables.storageKeys.cookieConsent;
  var COOKIE_PENDING_ATTRIBUTE = 'data-cookie-notice-pending';
  if (!storedValue(COOKIE_CONSENT_KEY)) {
    document.documentElement.setAttribute(COOKIE_PENDING_ATTRIBUTE, '');
    document.addEventListener('click', function (event) {
      var target = event.target;
      // the static frame's notice, or the one a server-rendered page carries before the shell hydrates it
      var notice = target && target.closest ? target.closest('[data-static-cookie-notice], [data-cookie-notice]') : null;
      if (!notice || !target.closest('button')) return;
      try {
        window.localStorage.setItem(COOKIE_CONSENT_KEY, new Date().toISOString());
      } catch (error) {
        // storage blocked: the notice only goes away for this page
      }
      document.documentElement.removeAttribute(COOKIE_PENDING_ATTRIBUTE);
    });
  }
  function storedValue(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (error) {
      return null;
    }
  }

  // What fails before any bundle listens: every failed attempt at an image counts, whoever made it
  // (product rules §4: at most 3 per image; the one count is shared/src/ui/image-failures.js, which the
  // area's photo reads), the <img> of the server's HTML first; and a failed preload of the server's is
  // marked, so the shell's 'Повторить' clears it (FAILED_PRELOAD_ATTRIBUTE, shell/src/remotes/remote-entry.ts).
  // An error event does not bubble, but one listener in the capture phase sees each element fail.
  var countImageFailure = __COUNT_IMAGE_FAILURE__;
  document.addEventListener(
    'error',
    function (event) {
      var element = event.target;
      if (element && element.tagName === 'IMG') countImageFailure(element, event);
      if (element && element.tagName === 'LINK' && element.rel === 'preload') element.setAttribute('data-preload-failed', '');
    },
    true,
  );
})();
