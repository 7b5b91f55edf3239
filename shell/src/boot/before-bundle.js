/* global window, document, location, sessionStorage, __EARLY_BOOT_TABLES__, __COOKIE_VALUE__, __EARLY_REQUEST_KEY__, __REQUEST_UTM__, __USABLE_TOKEN__, __COUNT_IMAGE_FAILURE__ */
// Runs before main.js has arrived (written into index.html's <head> by the build, allowed by the CSP
// by its hash: tooling/early-script-plugin.mjs): starts what the shell needs first, config, registry
// and the current route's area (manifest fetched, its entry, pages module and the route's page chunk
// preloaded), and shows the partner brand in the static frame. Handed over once through
// window.__PLATFORM_BOOT__ (typed in shared/src/api-client/early-answers.ts); the shell fetches anything
// missing itself, so a blocked copy of this script only costs time. Plain ES5, no bundler.
(function () {
  // The route table, storage keys, request conventions and the content area's heading rule, written in
  // by the build from what the bundles read (tooling/route-table.mjs#withEarlyBootTables).
  var tables = __EARLY_BOOT_TABLES__;
  // the partner-brand mirror (docs/product-rules.md §1) shows its own name from the first paint on
  function showPartnerBrand() {
    var brand = document.querySelector('[data-static-frame] [data-brand-name]');
    if (brand && location.hostname.toLowerCase().indexOf('bgoperator') !== -1) brand.textContent = 'Avia.bgoperator.ru';
  }
  // A first visit's cookie notice (docs/product-rules.md §2, §9) from the first paint on, and working:
  // this script runs before the frame's markup is parsed, so it marks the document and the static CSS
  // shows the notice as soon as it is parsed (not at DOMContentLoaded, which waits for main.js); «ОК»
  // works through one listener on the document. The React notice that replaces it reads the same key.
  var COOKIE_CONSENT_KEY = tables.storageKeys.cookieConsent;
  var COOKIE_PENDING_ATTRIBUTE = 'data-cookie-notice-pending';
  var consent = null;
  try {
    consent = window.localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch (error) {
    consent = null;
  }
  if (!consent) {
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
  function paintStaticFrame() {
    showPartnerBrand();
  }
  function whenDomReady(paint) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', paint);
    else paint();
  }
  whenDomReady(paintStaticFrame);

  // Every failed attempt at an image counts, whoever made it (product rules §4: at most 3 per image; the
  // one count is shared/src/ui/image-failures.js, which the area's photo reads): the <img> of the server's
  // HTML, this script's paint, the area's own. An error event does not bubble, but one listener in the
  // capture phase sees each <img> of the document fail; each <img> of the server's page gets its own too,
  // for a request of it that fails once the shell has moved it out of the document.
  var countImageFailure = __COUNT_IMAGE_FAILURE__;
  function countFailedImage(event) {
    var image = event.target;
    if (image && image.tagName === 'IMG') countImageFailure(image, event);
  }
  document.addEventListener('error', countFailedImage, true);
  whenDomReady(function () {
    var served = document.querySelectorAll('[data-static-frame] [data-early-page] img');
    for (var i = 0; i < served.length; i += 1) served[i].addEventListener('error', countFailedImage);
  });

  // The route of this address among the routes the registry publishes (docs/architecture.md#routes-at-run-time):
  // each live area's, or its canary's for a browser in the canary's bucket; null when none claims it. An
  // area whose canary this browser has no bucket for yet is left to the shell, which draws the bucket.
  function routeOf(pathname, registry) {
    var bucketText = cookieValue(document.cookie, tables.canaryBucketCookie) || '';
    var hasBucket = /^\d+$/.test(bucketText);
    var bucket = Number(bucketText);
    var areas = Object.keys((registry && registry.routes) || {});
    for (var a = 0; a < areas.length; a += 1) {
      var area = areas[a];
      var canary = registry.canaries && registry.canaries[area];
      if (canary && !hasBucket) continue;
      var routes = canary && bucket < canary.percent ? canary.routes : registry.routes[area];
      for (var i = 0; routes && i < routes.length; i += 1) {
        var names = [];
        var pattern = new RegExp(
          '^' +
            String(routes[i].path).replace(/:([^/]+)/g, function (_, name) {
              names.push(name);
              return '([^/]+)';
            }) +
            '/?$',
        );
        var match = pattern.exec(pathname);
        if (!match) continue;
        var params = {};
        for (var n = 0; n < names.length; n += 1) params[names[n]] = match[n + 1];
        return { area: area, name: routes[i].key, slug: routes[i].slug, photo: routes[i].earlyPhoto, start: routes[i].earlyStart, params: params };
      }
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
  // config.json as the server wrote it into the page (tooling/shell-page.mjs), so a
  // page's API request needs no round trip for it; null where the page came without it (a dev server).
  function configInPage() {
    return jsonInPage(tables.configElementId);
  }
  // a runtime file the server wrote into the page (tooling/shell-page.mjs), or null
  function jsonInPage(id) {
    var holder = document.getElementById(id);
    if (!holder) return null;
    try {
      return JSON.parse(holder.textContent || '');
    } catch (error) {
      return null;
    }
  }
  function preload(href, as) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    // marked so the shell's 'Повторить' can clear a failed one (FAILED_PRELOAD_ATTRIBUTE, shell/src/remotes/remote-entry.ts)
    link.onerror = function () {
      link.setAttribute('data-preload-failed', '');
    };
    document.head.appendChild(link);
  }
  // A page's public data (a content page's text, GET /pages/{slug}; a hotel, GET /tours/hotels/{id}) asked
  // for as soon as the API's address is known, a round trip before the area's code could ask. The shared
  // API client takes the answer for the same URL (shared/src/api-client/early-answers.ts), so the request
  // must be the one it would make (docs/product-rules.md §7): it is not made when it would carry a token
  // or UTM parameters, and echoes the XSRF cookie as the client does.
  function storedValue(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (error) {
      return null;
    }
  }
  // The XSRF cookie read, the early answers keyed, the UTM values found and the stored token read as the
  // API client does: the same functions, written in by the build from shared/src/api-client/request-rules.js.
  var cookieValue = __COOKIE_VALUE__;
  var earlyRequestKey = __EARLY_REQUEST_KEY__;
  var requestUtm = __REQUEST_UTM__;
  var usableToken = __USABLE_TOKEN__;
  function storedToken() {
    return usableToken(storedValue(tables.storageKeys.token));
  }
  // The client adds UTM parameters to every request then, so an early request would not be its request.
  function utmWouldBeAdded() {
    var fields = requestUtm(location.search, storedValue(tables.storageKeys.utm), tables.utmQueryParams).fields;
    return Object.keys(fields).length > 0;
  }
  // GET `path` as the client would, with `token` when the client would send it; `onJson(json, apiUrl, key)`
  // gets the answer when it is a JSON object, `apiUrl` making the API's paths absolute.
  function getEarly(path, token, onJson) {
    var headers = { Accept: 'application/json' };
    if (token) headers.Authorization = 'Bearer ' + token;
    var xsrf = cookieValue(document.cookie, tables.xsrfCookie);
    if (xsrf) headers[tables.xsrfHeader] = xsrf;
    boot.config
      .then(function (config) {
        if (!config || typeof config.apiBase !== 'string') return;
        var apiUrl = function (apiPath) {
          return new URL(config.apiBase.replace(/\/+$/, '') + apiPath, location.href).toString();
        };
        var key = earlyRequestKey('GET', apiUrl(path), undefined, token);
        var answer = fetch(apiUrl(path), { credentials: 'include', headers: headers });
        answer.catch(function () {});
        boot.api[key] = answer;
        if (!onJson) return;
        // Read a copy (the client reads the answer itself); cloned before anyone else can read it.
        answer
          .then(function (response) {
            return response.ok ? response.clone().json() : null;
          })
          .then(function (json) {
            if (json && typeof json === 'object') onJson(json, apiUrl, key);
          })
          .catch(function () {});
      })
      .catch(function () {});
  }
  // A public page's data, asked for only when the client would ask without a token.
  function fetchEarly(path, onJson) {
    if (storedToken() || utmWouldBeAdded()) return;
    getEarly(path, null, onJson);
  }
  // A hotel's first photo painted the moment the hotel's answer names it, in the box and at the width
  // the hotel page will show it (`srcset`/`sizes` as its gallery has them, so the area's own photo is the
  // same file, from the cache): on a hotel page the photo is the largest paint. Only the hotel's name goes
  // in beside it, as text. The shell carries it into the React frame until the area renders the page.
  function fetchPagePhoto(pathTemplate, params) {
    var unsafe = false;
    var path = pathTemplate.replace(/:([^/]+)/g, function (_, name) {
      var value = params[name] || '';
      if (!/^[\w-]+$/.test(value)) unsafe = true;
      return value;
    });
    if (unsafe) return;
    fetchEarly(path, function (subject, apiUrl, url) {
      var image = subject.images && subject.images[0];
      if (typeof subject.name !== 'string' || !image || typeof image.webpSrcset !== 'string' || typeof image.small2x !== 'string') return;
      boot.parsed[url] = subject;
      var srcset = image.webpSrcset
        .split(',')
        .map(function (candidate) {
          var parts = candidate.trim().split(/\s+/);
          return apiUrl(parts[0]) + ' ' + parts[1];
        })
        .join(', ');
      whenDomReady(function () {
        paintEarlyPhoto(subject.name, srcset, apiUrl(image.small2x));
      });
    });
  }
  function paintEarlyPhoto(name, srcset, fallback) {
    var main = document.querySelector('[data-static-frame] .pf-main');
    if (!main || main.firstChild) return;
    var article = document.createElement('article');
    article.className = 'pf-early-hotel';
    article.setAttribute('data-early-page', location.pathname);
    var title = document.createElement('h1');
    title.className = 'pf-early-hotel-title';
    title.textContent = name;
    article.appendChild(title);
    var box = document.createElement('div');
    box.className = 'pf-early-hotel-top';
    var picture = document.createElement('picture');
    var source = document.createElement('source');
    source.type = 'image/webp';
    source.setAttribute('srcset', srcset);
    source.setAttribute('sizes', tables.hotelPhotoSizes);
    picture.appendChild(source);
    var img = document.createElement('img');
    img.className = 'pf-early-hotel-photo';
    img.alt = name + ', фото 1';
    img.width = 800;
    img.height = 534;
    img.setAttribute('fetchpriority', 'high');
    // A photo that fails here was one of its 3 attempts (product rules §4), counted even once the shell
    // has moved it; and the failed picture goes, so the shell carrying this page into its frame does not
    // ask for it again (Chromium does, for a picture put back into the page).
    img.onerror = function (event) {
      countFailedImage(event);
      if (picture.parentNode) picture.parentNode.removeChild(picture);
    };
    img.src = fallback;
    picture.appendChild(img);
    box.appendChild(picture);
    article.appendChild(box);
    main.appendChild(article);
  }

  // The profile's order list (its first page) for a signed-in visitor, asked for beside the JavaScript
  // instead of after the profile area's code and its session check. The answer is private: the API
  // sends it \`no-store\`, and it is kept under the token it was asked with, so after a sign-out or under
  // another account the client asks afresh (shared/src/api-client/early-answers.ts#earlyRequestKey).
  function startOrdersList() {
    var start = tables.ordersListStart;
    var token = storedToken();
    if (!token || utmWouldBeAdded()) return;
    getEarly(start.path + '?limit=' + start.firstPageLimit, token, null);
  }

  // The session check the shell makes on every page when a token is stored (product rules §4), asked
  // for beside the JavaScript: the profile's pages wait for it, and the header shows who is signed in.
  // Kept under the token it was asked with, like the order list.
  function startSessionCheck() {
    var token = storedToken();
    if (!token || utmWouldBeAdded()) return;
    getEarly(tables.sessionCheck.path, token, null);
  }

  if (!window.fetch || !window.Promise) return;
  var pageConfig = configInPage();
  // the registry the server wrote into the page (tooling/shell-page.mjs), else asked for
  var pageRegistry = jsonInPage(tables.registryElementId);
  var boot = (window.__PLATFORM_BOOT__ = {
    config: pageConfig ? Promise.resolve(pageConfig) : json('/config.json'),
    remotes: pageRegistry ? Promise.resolve(pageRegistry) : json('/remotes.json'),
    manifests: {},
    api: {},
    parsed: {},
  });
  // the shell takes these over; until then a failure must not be reported as unhandled
  boot.config.catch(function () {});
  boot.remotes.catch(function () {});
  startSessionCheck();
  boot.remotes.then(startRoute).catch(function () {});
  function startRoute(registry) {
    var route = routeOf(location.pathname, registry);
    if (!route) return;
    // a page the server rendered (tooling/page-render.mjs) came with its photo, and its data for the area;
    // an info page's text comes only from the server (docs/architecture.md#server-rendering)
    var serverRendered = document.documentElement.hasAttribute('data-server-rendered');
    if (route.photo && !serverRendered) fetchPagePhoto(route.photo, route.params);
    // the request the area published for this page (its route's earlyStart)
    if (route.start === 'ordersList') startOrdersList();
    preloadArea(registry, route);
  }
  function preloadArea(registry, route) {
    var area = route.area;
    // the chunk of this route's page, named by the area's build (tooling/route-chunks.mjs)
    var routeChunkPrefix = tables.routeChunkPrefix + route.name + '.';
    var stored = {};
    try {
      stored = JSON.parse(sessionStorage.getItem('mf-overrides') || '{}') || {};
    } catch (error) {
      stored = {};
    }
    // a QA override (?mf-override=) or a canary is decided by the shell: preloading the registry's build would be waste
    if (location.search.indexOf('mf-override=') !== -1 || (registry && registry.canaries && registry.canaries[area])) return;
    var manifestUrl = stored[area] || (registry && registry.remotes && registry.remotes[area]);
    // a stored override may name a release by version, which the shell resolves
    if (typeof manifestUrl !== 'string' || manifestUrl.indexOf('://') === -1) return;
    var manifest = (boot.manifests[manifestUrl] = fetch(manifestUrl, {}));
    manifest
      .then(function (response) {
        return response.clone().json();
      })
      .then(function (data) {
        var base = manifestUrl.replace(/[^/]*$/, '');
        var entry = data.metaData && data.metaData.remoteEntry;
        if (entry && entry.name) preload(base + (entry.path ? entry.path + '/' : '') + entry.name, 'script');
        // this route's page chunk and its stylesheet: without this they start only once
        // remoteEntry.js has run, one round trip more
        function preloadRouteFiles(files, as) {
          (files || []).forEach(function (file) {
            if (file.slice(file.lastIndexOf('/') + 1).indexOf(routeChunkPrefix) === 0) preload(base + file, as);
          });
        }
        (data.exposes || []).forEach(function (expose) {
          if (expose.path !== './pages') return;
          expose.assets.js.sync.forEach(function (file) {
            preload(base + file, 'script');
          });
          preloadRouteFiles(expose.assets.js.async, 'script');
          preloadRouteFiles(expose.assets.css && expose.assets.css.async, 'style');
        });
      })
      .catch(function () {});
  }
})();
