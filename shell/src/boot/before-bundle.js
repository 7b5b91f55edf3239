/* global window, document, location, sessionStorage */
// Runs before main.js has arrived (index.html loads it async, beside main.js): starts what the shell
// needs first, config, registry and the current route's area (manifest fetched, its entry, pages module
// and the route's page chunk preloaded), and shows the partner brand in the static frame. A file, not an inline script:
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

  // route pattern → area, route name and a content page's slug, in route-table order
  // (shared/src/routes/route-table.ts, checked by a test)
  var areaRoutes = [
    ['/', 'mf-avia', 'index'],
    ['/search/:searchString', 'mf-avia', 'search'],
    ['/avia/offers/:offerId', 'mf-avia', 'booking'],
    ['/avia/deeplinks', 'mf-avia', 'deepLink'],
    ['/avia/orders/:orderUuid/submit', 'mf-avia', 'bookingSubmit'],
    ['/avia/orders/:orderUuid/finished', 'mf-avia', 'bookingFinished'],
    ['/avia/orders/:orderUuid/qrpayment', 'mf-avia', 'qrPayment'],
    ['/payments/:paymentUuid', 'mf-avia', 'extraPayment'],
    ['/payments/:paymentUuid/:status', 'mf-avia', 'extraPaymentFinished'],
    ['/profile', 'mf-profile', 'profileMain'],
    ['/profile/orders', 'mf-profile', 'profileOrdersList'],
    ['/profile/passengers', 'mf-profile', 'profilePassengers'],
    ['/profile/edit', 'mf-profile', 'profileEdit'],
    ['/profile/orders/:orderUuid', 'mf-profile', 'profileOrderView'],
    ['/profile/orders/:orderUuid/features', 'mf-profile', 'profileOrderPaidFeatures'],
    ['/pages/thailand', 'mf-content', 'pageThailand', 'thailand'],
    ['/about', 'mf-content', 'pageAbout', 'about'],
    ['/wiki', 'mf-content', 'pageWiki', 'wiki'],
    ['/payment', 'mf-content', 'pagePayment', 'payment'],
    ['/policy', 'mf-content', 'pagePolicy', 'policy'],
    ['/policy1', 'mf-content', 'pagePolicy1', 'policy1'],
    ['/agreement', 'mf-content', 'pageAgreement', 'agreement'],
    ['/help', 'mf-content', 'pageHelp', 'help'],
    ['/feature-tariffs', 'mf-content', 'pageFeatureTariffs', 'feature-tariffs'],
    ['/tours', 'mf-tours', 'tours'],
    ['/tours/hotels/:hotelId', 'mf-tours', 'toursHotel'],
    ['/tours/wishlist', 'mf-tours', 'toursWishlist'],
  ];
  function routeOf(pathname) {
    for (var i = 0; i < areaRoutes.length; i += 1) {
      var pattern = new RegExp('^' + areaRoutes[i][0].replace(/:[^/]+/g, '[^/]+') + '/?$');
      if (pattern.test(pathname)) return { area: areaRoutes[i][1], name: areaRoutes[i][2], slug: areaRoutes[i][3] };
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
  // A content page's text (GET /pages/{slug}, public) asked for as soon as the API's address is known,
  // a round trip before the content area's code could ask. The shared API client takes the answer
  // for the same URL (shared/src/api-client/early-answers.ts). Skipped when the request would carry
  // UTM parameters (docs/product-rules.md §7): the client then asks itself, with them.
  function fetchContentPage(slug) {
    var utmStored = null;
    try {
      utmStored = window.localStorage.getItem('utm');
    } catch (error) {
      utmStored = null;
    }
    if (utmStored || /[?&]utm_/.test(location.search)) return;
    boot.config
      .then(function (config) {
        if (!config || typeof config.apiBase !== 'string') return;
        var url = new URL(config.apiBase.replace(/\/+$/, '') + '/pages/' + encodeURIComponent(slug), location.href).toString();
        var answer = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
        answer.catch(function () {});
        boot.api[url] = answer;
      })
      .catch(function () {});
  }
  if (!window.fetch || !window.Promise) return;
  var boot = (window.__PLATFORM_BOOT__ = { config: json('/config.json'), remotes: json('/remotes.json'), manifests: {}, api: {} });
  // the shell takes these over; until then a failure must not be reported as unhandled
  boot.config.catch(function () {});
  boot.remotes.catch(function () {});
  var route = routeOf(location.pathname);
  if (!route) return;
  if (route.slug) fetchContentPage(route.slug);
  var area = route.area;
  // the chunk of this route's page, named by the area's build (tooling/route-chunks.mjs)
  var routeChunkPrefix = 'route-' + route.name + '.';
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
            // without this the page chunk starts only once remoteEntry.js has run: one round trip more
            expose.assets.js.async.forEach(function (file) {
              if (file.slice(file.lastIndexOf('/') + 1).indexOf(routeChunkPrefix) === 0) preload(base + file, 'script');
            });
          });
        })
        .catch(function () {});
    })
    .catch(function () {});
})();
