/* global window, document, location, sessionStorage */
// Runs before main.js has arrived (index.html loads it async, beside main.js): starts what the shell
// needs first, config, registry and the current route's area (manifest fetched, its entry and page
// chunks preloaded), and shows the partner brand in the static frame. A file, not an inline script:
// the site's CSP allows scripts only from files (tooling/content-security-policy.mjs). Handed over
// once through window.__PLATFORM_BOOT__ (shell/src/boot/early-boot.ts); the shell fetches anything
// missing itself, so a blocked or late copy of this file only costs time. Plain ES5, no bundler.
(function () {
  // the partner-brand mirror (docs/product-rules.md §1) shows its own name from the first paint on
  function showPartnerBrand() {
    var brand = document.querySelector('[data-static-frame] [data-brand-name]');
    if (brand && location.hostname.toLowerCase().indexOf('bgoperator') !== -1) brand.textContent = 'Avia.bgoperator.ru';
  }
  // A first visit's cookie notice (docs/product-rules.md §2, §9) from the first paint on, and working:
  // the React notice that replaces it reads the same key.
  var COOKIE_CONSENT_KEY = 'cookie_consent';
  function showCookieNotice() {
    var notice = document.querySelector('[data-static-frame] [data-static-cookie-notice]');
    if (!notice) return;
    var consent = null;
    try {
      consent = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    } catch (error) {
      consent = null;
    }
    if (consent) return;
    notice.hidden = false;
    var button = notice.querySelector('button');
    if (button) {
      button.addEventListener('click', function () {
        try {
          window.localStorage.setItem(COOKIE_CONSENT_KEY, new Date().toISOString());
        } catch (error) {
          // storage blocked: the notice only goes away for this page
        }
        notice.hidden = true;
      });
    }
  }
  function paintStaticFrame() {
    showPartnerBrand();
    showCookieNotice();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', paintStaticFrame);
  else paintStaticFrame();

  // route pattern → area, in route-table order (shared/src/routes/route-table.ts, checked by a test)
  var areaRoutes = [
    ['/', 'mf-avia'],
    ['/search/:searchString', 'mf-avia'],
    ['/avia/offers/:offerId', 'mf-avia'],
    ['/avia/deeplinks', 'mf-avia'],
    ['/avia/orders/:orderUuid/submit', 'mf-avia'],
    ['/avia/orders/:orderUuid/finished', 'mf-avia'],
    ['/avia/orders/:orderUuid/qrpayment', 'mf-avia'],
    ['/payments/:paymentUuid', 'mf-avia'],
    ['/payments/:paymentUuid/:status', 'mf-avia'],
    ['/profile', 'mf-profile'],
    ['/profile/orders', 'mf-profile'],
    ['/profile/passengers', 'mf-profile'],
    ['/profile/edit', 'mf-profile'],
    ['/profile/orders/:orderUuid', 'mf-profile'],
    ['/profile/orders/:orderUuid/features', 'mf-profile'],
    ['/pages/thailand', 'mf-content'],
    ['/about', 'mf-content'],
    ['/wiki', 'mf-content'],
    ['/payment', 'mf-content'],
    ['/policy', 'mf-content'],
    ['/policy1', 'mf-content'],
    ['/agreement', 'mf-content'],
    ['/help', 'mf-content'],
    ['/feature-tariffs', 'mf-content'],
    ['/tours', 'mf-tours'],
    ['/tours/hotels/:hotelId', 'mf-tours'],
    ['/tours/wishlist', 'mf-tours'],
  ];
  function areaOf(pathname) {
    for (var i = 0; i < areaRoutes.length; i += 1) {
      var pattern = new RegExp('^' + areaRoutes[i][0].replace(/:[^/]+/g, '[^/]+') + '/?$');
      if (pattern.test(pathname)) return areaRoutes[i][1];
    }
    return null;
  }
  // Same request as index.html's <link rel="preload" as="fetch" crossorigin> (GET, cors, same-origin
  // credentials, default cache mode), so the browser hands over the preloaded answer instead of asking
  // again; the server's `Cache-Control: no-cache` keeps it fresh.
  function json(url) {
    return fetch(url).then(function (response) {
      if (!response.ok) throw new Error(url + ': HTTP ' + response.status);
      return response.json();
    });
  }
  function preload(href, as) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    document.head.appendChild(link);
  }
  if (!window.fetch || !window.Promise) return;
  var boot = (window.__PLATFORM_BOOT__ = { config: json('/config.json'), remotes: json('/remotes.json'), manifests: {} });
  // the shell takes these over; until then a failure must not be reported as unhandled
  boot.config.catch(function () {});
  boot.remotes.catch(function () {});
  var area = areaOf(location.pathname);
  if (!area) return;
  boot.remotes
    .then(function (registry) {
      var stored = {};
      try {
        stored = JSON.parse(sessionStorage.getItem('mf-overrides') || '{}') || {};
      } catch (error) {
        stored = {};
      }
      // a QA override (?mf-override=) is decided by the shell: preloading the registry's build would be waste
      if (location.search.indexOf('mf-override=') !== -1) return;
      var manifestUrl = stored[area] || (registry && registry.remotes && registry.remotes[area]);
      if (typeof manifestUrl !== 'string') return;
      var manifest = (boot.manifests[manifestUrl] = fetch(manifestUrl, {}));
      manifest
        .then(function (response) {
          return response.clone().json();
        })
        .then(function (data) {
          var base = manifestUrl.replace(/[^/]*$/, '');
          var entry = data.metaData && data.metaData.remoteEntry;
          if (entry && entry.name) preload(base + (entry.path ? entry.path + '/' : '') + entry.name, 'script');
          (data.exposes || []).forEach(function (expose) {
            if (expose.path !== './pages') return;
            expose.assets.js.sync.forEach(function (file) {
              preload(base + file, 'script');
            });
          });
        })
        .catch(function () {});
    })
    .catch(function () {});
})();
