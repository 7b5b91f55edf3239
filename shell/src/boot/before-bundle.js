/* global window, document, location, __EARLY_BOOT_TABLES__, __COOKIE_VALUE__, __EARLY_REQUEST_KEY__, __REQUEST_UTM__, __USABLE_TOKEN__, __COUNT_IMAGE_FAILURE__ */
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

  // ---- The early search request, until the server makes it (branch search-on-server removes this part) ----
  // A results page's search (POST /flights/searches?firstPage=true, POST /tours/searches?firstPage=true),
  // started from the URL beside the JavaScript instead of after the area, its place names and GET
  // /xsrf: the first results arrive in the answer. The API client hands this answer to the page's own
  // request when it is the very same one (same URL, same body text: shared/src/flights/api/
  // search-requests.ts, shared/src/tours/api/create-tour-search.ts), so it follows the client's rules:
  // the stored token, the XSRF cookie (primed first when there is none), and no early request when
  // the client would add UTM parameters. The route's `earlyStart` (the area's word) names the search.
  function routeOf(pathname, registry) {
    var bucketText = cookieValue(document.cookie, tables.canaryBucketCookie) || '';
    var hasBucket = /^\d+$/.test(bucketText);
    var bucket = Number(bucketText);
    var areas = Object.keys((registry && registry.routes) || {});
    for (var a = 0; a < areas.length; a += 1) {
      var canary = registry.canaries && registry.canaries[areas[a]];
      if (canary && !hasBucket) continue;
      var routes = canary && bucket < canary.percent ? canary.routes : registry.routes[areas[a]];
      for (var i = 0; routes && i < routes.length; i += 1) {
        var pattern = new RegExp('^' + String(routes[i].path).replace(/:([^/]+)/g, '([^/]+)') + '/?$');
        if (pattern.test(pathname)) return routes[i];
      }
    }
    return null;
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
  // The XSRF cookie read, the early answers keyed, the UTM values found and the stored token read as the
  // API client does: the same functions, written in by the build from shared/src/api-client/request-rules.js.
  var cookieValue = __COOKIE_VALUE__;
  var earlyRequestKey = __EARLY_REQUEST_KEY__;
  var requestUtm = __REQUEST_UTM__;
  var usableToken = __USABLE_TOKEN__;
  function startSearch(config, start, body) {
    var token = usableToken(storedValue(tables.storageKeys.token));
    if (Object.keys(requestUtm(location.search, storedValue(tables.storageKeys.utm), tables.utmQueryParams).fields).length > 0) return;
    var bodyText = JSON.stringify(body);
    var base = config.apiBase.replace(/\/+$/, '');
    var url = new URL(base + start.path + '?firstPage=true&limit=' + start.firstPageLimit, location.href).toString();
    var primed = cookieValue(document.cookie, tables.xsrfCookie)
      ? Promise.resolve()
      : fetch(new URL(base + tables.xsrfPrimePath, location.href).toString(), { credentials: 'include' });
    var answer = primed
      .catch(function () {})
      .then(function () {
        var headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
        if (token) headers.Authorization = 'Bearer ' + token;
        var xsrf = cookieValue(document.cookie, tables.xsrfCookie);
        if (xsrf) headers[tables.xsrfHeader] = xsrf;
        return fetch(url, { method: 'POST', credentials: 'include', headers: headers, body: bodyText });
      });
    answer.catch(function () {});
    // taken by the API client (shared/src/api-client/early-answers.ts#takeEarlyAnswer)
    window.__PLATFORM_BOOT__ = window.__PLATFORM_BOOT__ || { api: {} };
    window.__PLATFORM_BOOT__.api[earlyRequestKey('POST', url, bodyText, token)] = answer;
  }
  // Any string the codec writes qualifies, a six-flight multi-city one with open jaws (`-`) too.
  function startFlightSearch(config, searchString) {
    var start = tables.flightSearchStart;
    if (!new RegExp('^(?:' + start.searchStringPattern + ')$').test(searchString)) return;
    var allowAirportChange = new RegExp('[?&]' + start.airportChangeQueryKey + '=1(&|$)').test(location.search);
    startSearch(config, start, { searchString: searchString, allowAirportChange: allowAirportChange });
  }
  // The tours page's search, only when the address names every field as the page writes it
  // (mf-tours searchQueryOf): the body is then the address read field by field, in the order the
  // client writes it. Anything else (a field missing or unreadable) is left to the page, which fills
  // in defaults and checks the rest: the worst a mismatch costs is this one request.
  function tourSearchBody(search) {
    var names = tables.tourSearchStart.query;
    var params = new URLSearchParams(search);
    var field = function (name, pattern) {
      var value = params.get(names[name]);
      return value !== null && pattern.test(value) ? value : null;
    };
    var from = field('from', /^[A-Z]{3}$/);
    // the type is the API's to check (a 400 only costs this request)
    var destination = field('destination', /^[a-z]+-[1-9]\d{0,8}$/);
    var dateFrom = field('dateFrom', /^\d{4}-\d{2}-\d{2}$/);
    var dateTo = field('dateTo', /^\d{4}-\d{2}-\d{2}$/);
    var nightsFrom = field('nightsFrom', /^[1-9]\d?$/);
    var nightsTo = field('nightsTo', /^[1-9]\d?$/);
    var adults = field('adults', /^[1-9]$/);
    var children = params.get(names.children);
    if (!from || !destination || !dateFrom || !dateTo || !nightsFrom || !nightsTo || !adults) return null;
    if (children !== null && !/^(0|[1-9]\d?)(,(0|[1-9]\d?)){0,9}$/.test(children)) return null;
    var dash = destination.indexOf('-');
    return {
      departureCityCode: from,
      destination: { type: destination.slice(0, dash), id: Number(destination.slice(dash + 1)) },
      departureDateFrom: dateFrom,
      departureDateTo: dateTo,
      nightsFrom: Number(nightsFrom),
      nightsTo: Number(nightsTo),
      adults: Number(adults),
      childrenAges: children ? children.split(',').map(Number) : [],
    };
  }
  function startTourSearch(config) {
    var body = tourSearchBody(location.search);
    if (body) startSearch(config, tables.tourSearchStart, body);
  }
  var config = jsonInPage(tables.configElementId);
  var route = window.fetch && window.URLSearchParams ? routeOf(location.pathname, jsonInPage(tables.registryElementId)) : null;
  if (!route || !config || typeof config.apiBase !== 'string') return;
  if (route.earlyStart === 'flightSearch') startFlightSearch(config, location.pathname.replace(/\/+$/, '').split('/').pop() || '');
  if (route.earlyStart === 'tourSearch') startTourSearch(config);
})();
