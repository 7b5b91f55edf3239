#!/usr/bin/env node
// Serves one built app the way a CDN would (Node http only): manifests, remote entries and runtime files revalidated on every
// load, hashed chunks cached forever, the shell's page for its deep links, CORS for remotes, the site's CSP and security headers,
// no source maps, nothing outside the served folder.
import http from 'node:http';
import { createReadStream, existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants, createGzip, gzipSync } from 'node:zlib';
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy, INLINE_SCRIPT_HASHES_FILE, siteSecurityHeaders, withScriptNonce } from './content-security-policy.mjs';
import { publishedRoutesIn } from './runtime-files.mjs';
import { canaryBucketOf, inCanary, routeOfPath, siteRoutes } from '../shared/src/routes/published-routes.js';
import { shellPageWithConfig, shellPageWithRegistry } from './shell-page.mjs';
import { BROWSER_RENDER_COOKIE, FLUSH_AFTER_MS } from './page-render.mjs';
import { releaseOfManifest } from './releases/release-paths.mjs';
import { commandLineOrExit } from './command-line.mjs';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt', '.webmanifest']);

/** @param {Buffer} html */
const pageEtag = (html) => `"page-${createHash('sha256').update(html).digest('hex').slice(0, 16)}"`;

/** The shell's QA override parameter (shell/src/remotes/override-param.ts): the browser decides which build, so the server renders nothing. */
const OVERRIDE_QUERY_PARAM = 'mf-override';

/**
 * nginx's one rule (`$static_cache_control`, deploy/nginx/platform.conf.template): a content-hashed name is kept a year; every
 * other file, and the names that stay the same across builds (pages, manifests, remote entries), is revalidated on every load.
 * @param {string} fileName
 */
function cacheControl(fileName) {
  const sameAcrossBuilds = /\.html$|^mf-(manifest|stats)\.json$|^remoteEntry.*\.js$/.test(fileName);
  return !sameAcrossBuilds && /\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * How long a shared cache (production's nginx) may keep a public page: a release purges it there, but prices and texts change in
 * the API with no purge, so this is how long a visitor may see the old one. At 30 s a busy page is rendered twice a minute at most.
 */
export const PUBLIC_PAGE_SECONDS = 30;

/**
 * A page's Cache-Control, the page server's word to nginx's cache: a server-rendered page of a route without noindex is public for
 * PUBLIC_PAGE_SECONDS in a shared cache and revalidated by browsers; any other page (a personal page's frame, an unrendered one, a 404) is kept by none.
 * @param {{ status: number, rendered: boolean, noindex: boolean }} page
 */
export function pageCacheControl({ status, rendered, noindex }) {
  return status === 200 && rendered && !noindex ? `public, max-age=0, s-maxage=${PUBLIC_PAGE_SECONDS}` : 'no-cache';
}

/**
 * Crawlers and link previews by their names: they get every page whole, its own head and status in it (one without a name sends no
 * `Sec-Fetch-Mode: navigate` either). Googlebot's renderer and Bing's run a browser, so they are named here too.
 */
const CRAWLER_USER_AGENT = /bot\b|crawl|spider|slurp|facebookexternalhit|vkshare|whatsapp|telegram|skype|embedly|preview/i;

/**
 * Whether a page may go out in parts (docs/architecture.md, "Streaming"): a browser's own navigation to it, which runs the inline
 * scripts that move the late parts in place; a crawler, a link preview, a fetch or a HEAD gets it whole.
 * @param {http.IncomingMessage} request
 */
export function mayStream(request) {
  const { headers } = request;
  return (
    request.method === 'GET' &&
    headers['sec-fetch-mode'] === 'navigate' &&
    headers['sec-fetch-dest'] === 'document' &&
    !CRAWLER_USER_AGENT.test(String(headers['user-agent'] ?? ''))
  );
}

/**
 * The public pages a page server keeps itself (`pageCacheSeconds`): a page that went out in parts cannot be kept by nginx (only a
 * buffered answer is), so the page server keeps its whole render and answers the next request with it, which nginx then keeps.
 * Only what nginx would keep: a whole render of a route without noindex, answered 200, every load in time.
 */
class PublicPageCache {
  /** @param {number} seconds */
  constructor(seconds) {
    this.ms = seconds * 1000;
    this.keeps = seconds > 0;
    /** @type {Map<string, { page: SentPage, until: number }>} */
    this.pages = new Map();
  }

  /** @param {string} key @returns {{ page: SentPage, secondsLeft: number } | undefined} */
  get(key) {
    const kept = this.pages.get(key);
    const left = kept ? kept.until - Date.now() : 0;
    if (!kept || left <= 0) {
      this.pages.delete(key);
      return undefined;
    }
    return { page: kept.page, secondsLeft: Math.max(1, Math.floor(left / 1000)) };
  }

  /** @param {string} key @param {SentPage} page */
  set(key, page) {
    if (!this.keeps) return;
    // the oldest go first past a bound: a crawl of every hotel must not grow the process without end
    if (this.pages.size >= 2000) this.pages.delete(/** @type {string} */ (this.pages.keys().next().value));
    this.pages.set(key, { page, until: Date.now() + this.ms });
  }
}

/** @typedef {{ html: Buffer, gzip: Buffer, etag: string }} SentPage a page as it is sent, plain and gzipped */

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root the dist folder
 * @property {boolean} [spaFallback] answer unknown page paths with index.html (the shell)
 * @property {boolean} [cors] allow any origin to fetch (remotes, loaded by the shell's origin)
 * @property {string} [runtimeDir] files here (remotes.json, config.json) win over the dist, read fresh per request
 * @property {string} [releasesDir] an area's releases (tooling/releases), served under `/releases/`
 * @property {string} [areaReleasesDir] every area's releases (the releases root), served under `/<area>/releases/`: an area with no server of its own (one registered at run time) is served by the shell's
 * @property {string} [policyDir] where the remotes.json and config.json the CSP is built from live (default: runtimeDir)
 * @property {boolean} [sourceMaps] serve `.map` files (development only; a production site hides its sources)
 * @property {import('./page-render.mjs').PageRenderer | null} [pageRenderer] renders areas' pages into the shell's page (server rendering)
 * @property {number} [pageCacheSeconds] keep public pages this long in the process (a page server behind nginx: PublicPageCache); none by default
 * @property {number} [pageFlushAfterMs] how long a browser's page waits for its first screen's data before its frame goes out alone (PAGE_FLUSH_AFTER_MS)
 * @property {(urlPath: string) => Promise<{ status: number, type: string, body: string }> | null} [generatedFiles] answers paths no file serves, made per request (the shell's robots.txt and sitemap.xml, shell/server/seo), null for any other path
 */

/** The CSP from the runtime files, read per request, with the served build's inline scripts allowed by their hashes. @param {string | undefined} dir @param {string} root */
function policyFrom(dir, root) {
  const scriptHashes = readRuntimeFile(root, INLINE_SCRIPT_HASHES_FILE);
  return contentSecurityPolicy({
    registry: readRuntimeFile(dir, 'remotes.json'),
    config: readRuntimeFile(dir, 'config.json'),
    scriptHashes: Array.isArray(scriptHashes) ? scriptHashes : [],
  });
}

/** A runtime file's JSON, read per request; undefined when missing or broken. @param {string | undefined} dir @param {string} name */
export function readRuntimeFile(dir, name) {
  try {
    return dir ? JSON.parse(readFileSync(path.join(dir, name), 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A page its area could not render on the server (its container failed or the render was late; the browser renders it): one JSON
 * line on the error output with the area, its release and the route, for whoever reads the page servers' logs.
 * @param {{ url: string, route: { key: string, area: string }, release: string, error: unknown }} failure
 */
function logRenderFailure({ url, route, release, error }) {
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: 'error',
      msg: 'Страница не отрисована на сервере: браузер отрисует её сам',
      area: route.area,
      release,
      route: route.key,
      url,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    }),
  );
}

/**
 * Sets an answer's headers, and answers 304 when the browser holds this version (its ETag): true when it did.
 * @param {http.IncomingMessage} request @param {http.ServerResponse} response @param {number} status @param {Record<string, string> & { ETag: string }} headers
 */
function answeredNotModified(request, response, status, headers) {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  if (status !== 200 || request.headers['if-none-match'] !== headers.ETag) return false;
  response.writeHead(304).end();
  return true;
}

/** `/<area>/releases/<file>`, as nginx serves any area's releases (deploy/nginx/platform.conf.template). */
const AREA_RELEASE_PATH = /^\/(mf-[a-z][a-z0-9-]*)\/releases(\/.*)$/;

/** @param {StaticServerOptions} options */
export function createStaticServer(options) {
  const root = path.resolve(options.root);
  const realRoot = realpathSync(root);
  /** Compared against real paths: a symlink inside the folder must not lead out of it. @param {string} base @param {string} candidate */
  const inside = (base, candidate) => {
    try {
      // the releases folder may appear after the server started (the first release), so it is resolved per request
      const realBase = base === root ? realRoot : realpathSync(base);
      const real = realpathSync(candidate);
      return real === realBase || real.startsWith(realBase + path.sep);
    } catch {
      return false;
    }
  };
  /** @type {Map<string, { key: string, body: Buffer }>} */
  const gzipCache = new Map();
  const pageCache = new PublicPageCache(options.pageCacheSeconds ?? 0);
  const flushAfterMs = options.pageFlushAfterMs ?? FLUSH_AFTER_MS;
  /** The shell's own pages (its build publishes them); the areas' come from the registry, read per request. */
  const shellRoutes = options.spaFallback ? publishedRoutesIn(root) : [];

  const registryNow = () => readRuntimeFile(options.runtimeDir, 'remotes.json') ?? {};
  /**
   * Whether a path is a page: the shell's, or one the registry's live releases published (a canary's for a browser in its bucket).
   * @param {string} urlPath @param {http.IncomingMessage} request
   */
  const isPagePath = (urlPath, request) =>
    routeOfPath([...shellRoutes, ...siteRoutes(registryNow(), canaryBucketOf(request.headers.cookie))], urlPath) !== undefined;

  /** @param {string} urlPath */
  function locate(urlPath) {
    const fileName = path.basename(urlPath);
    if (options.runtimeDir && (fileName === 'remotes.json' || fileName === 'config.json') && urlPath === `/${fileName}`) {
      const runtimeFile = path.join(options.runtimeDir, fileName);
      if (existsSync(runtimeFile)) return runtimeFile;
    }
    if (options.releasesDir && urlPath.startsWith('/releases/')) return locateIn(path.resolve(options.releasesDir), urlPath.slice('/releases'.length));
    const areaRelease = options.areaReleasesDir ? AREA_RELEASE_PATH.exec(urlPath) : null;
    if (areaRelease)
      return locateIn(path.resolve(/** @type {string} */ (options.areaReleasesDir), /** @type {string} */ (areaRelease[1])), areaRelease[2] ?? '/');
    return locateIn(root, urlPath);
  }

  /** @param {string} base @param {string} urlPath */
  function locateIn(base, urlPath) {
    const candidate = path.resolve(base, `.${urlPath}`);
    if (candidate !== base && !candidate.startsWith(base + path.sep)) return undefined; // no ../ escapes
    if (path.extname(candidate) === '.map' && !options.sourceMaps) return undefined;
    if (!inside(base, candidate)) return undefined; // no symlink escapes either
    try {
      const stats = statSync(candidate);
      if (stats.isFile()) return candidate;
      const index = path.join(candidate, 'index.html');
      if (stats.isDirectory() && existsSync(index) && inside(base, index)) return index;
    } catch {
      // missing: fall through
    }
    return undefined;
  }

  /** @type {{ key: string, page: string, html: Buffer, gzip: Buffer, etag: string } | undefined} */
  let shellPage;
  /** The shell's page with the runtime config.json and registry written in (shell-page.mjs), made again when any of the three changes. @param {string} htmlFile */
  function currentShellPage(htmlFile) {
    const configFile = path.join(/** @type {string} */ (options.runtimeDir), 'config.json');
    const registryFile = path.join(/** @type {string} */ (options.runtimeDir), 'remotes.json');
    // a registry is rewritten by rename (a new inode), so two releases within one millisecond still differ
    const key = [htmlFile, configFile, registryFile]
      .map((file) => {
        const stats = existsSync(file) ? statSync(file) : undefined;
        return stats ? `${stats.ino}:${stats.mtimeMs}:${stats.size}` : 'none';
      })
      .join('-');
    if (shellPage?.key !== key) {
      const built = readFileSync(htmlFile, 'utf8');
      let page = built;
      try {
        page = shellPageWithConfig(built, JSON.parse(readFileSync(configFile, 'utf8')));
      } catch {
        // a page that does not ask for config.json, or a broken config.json: the page as built, which fetches it
      }
      try {
        page = shellPageWithRegistry(page, JSON.parse(readFileSync(registryFile, 'utf8')));
      } catch {
        // likewise for the registry: the page fetches remotes.json
      }
      const html = Buffer.from(page);
      shellPage = { key, page, html, gzip: gzipSync(html, { level: 6 }), etag: pageEtag(html) };
    }
    return shellPage;
  }

  /**
   * The page a browser gets for a path: an area's page rendered on the server into the shell's page (page-render.mjs), or the
   * shell's page alone (the browser renders it) for the shell's own paths, a QA override, or a render that fails or is late.
   * @param {http.IncomingMessage} request @param {http.ServerResponse} response @param {string} htmlFile @param {number} status
   */
  async function sendShellPage(request, response, htmlFile, status) {
    const base = currentShellPage(htmlFile);
    const url = request.url ?? '/';
    const browserOnly = url.includes(`${OVERRIDE_QUERY_PARAM}=`) || new RegExp(`(?:^|;\\s*)${BROWSER_RENDER_COOKIE}=`).test(request.headers.cookie ?? '');
    const route = status === 200 && options.pageRenderer && !browserOnly ? areaRouteOf(request) : undefined;
    // the host as the browser asked for it (nginx passes it on): the partner mirror's brand (product rules §1)
    const hostName = String(request.headers.host ?? '').replace(/:\d+$/, '');
    const branded = options.pageRenderer ? options.pageRenderer.withBrand(base.page, hostName) : base.page;
    /** @param {string} page */
    const sent = (page) => {
      const html = Buffer.from(page);
      return page === base.page ? base : { html, gzip: gzipSync(html, { level: 6 }), etag: pageEtag(html) };
    };
    if (!route || !options.pageRenderer) {
      sendHtml(request, response, sent(branded), status);
      return;
    }
    const cacheKey = `${base.etag}|${route.manifestUrl}|${route.preload}|${hostName}|${url}`;
    const kept = pageCache.get(cacheKey);
    if (kept) {
      sendHtml(request, response, kept.page, status, { cacheControl: `public, max-age=0, s-maxage=${kept.secondsLeft}` });
      return;
    }
    const stream = mayStream(request) ? { flushAfterMs, nonce: randomBytes(16).toString('base64') } : undefined;
    const result = await options.pageRenderer.render(branded, { ...route, url, hostName, stream });
    if (result.streamed) {
      const { error } = await sendStreamedPage(
        request,
        response,
        result.streamed,
        // a renderer streams only when asked to, with this nonce
        stream?.nonce ?? '',
        pageCache.keeps ? (page) => pageCache.set(cacheKey, sent(page)) : undefined,
      );
      if (error) logRenderFailure({ url, route: route.route, release: releaseOfManifest(route.manifestUrl), error });
      return;
    }
    const { page, rendered, complete, notFound, error } = result;
    if (error) logRenderFailure({ url, route: route.route, release: releaseOfManifest(route.manifestUrl), error });
    // a route whose page has nothing there (an unknown hotel) is a 404 to crawlers and link checkers, as a path no route claims
    const answered = notFound ? 404 : status;
    const cacheControl = pageCacheControl({ status: answered, rendered: rendered && complete === true && !error, noindex: route.route.noindex === true });
    const answer = sent(page);
    if (cacheControl.startsWith('public')) pageCache.set(cacheKey, answer);
    // a rendered page, or a personal page's head (noindex) without its page; one whose data was late carries its loading state: not kept
    sendHtml(request, response, answer, answered, { cacheControl });
  }

  /**
   * A page in parts (docs/architecture.md, "Streaming"): the frame now, each late part as its data comes, then the first screen's
   * answers. Always 200 (the status went out with the frame: a not-found view found later says noindex in its head when the browser
   * draws it); React's scripts carry this response's nonce; nginx passes it on as it comes (`X-Accel-Buffering: no`) and keeps none
   * of it, so the whole render goes to `keep`.
   * @param {http.IncomingMessage} request @param {http.ServerResponse} response
   * @param {import('./page-render.mjs').StreamedDocument} streamed @param {string} nonce @param {((page: string) => void) | undefined} keep
   *   where the whole render goes (a server that keeps pages; none renders it again)
   * @returns {Promise<{ error?: unknown }>} what a late part threw (its fallback went out: the browser renders that part)
   */
  async function sendStreamedPage(request, response, streamed, nonce, keep) {
    response.setHeader('Content-Security-Policy', withScriptNonce(String(response.getHeader('Content-Security-Policy')), nonce));
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'Content-Type': contentTypes['.html'],
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding, Cookie',
      'X-Accel-Buffering': 'no',
      // nginx writes this response's nonce into its own policy (deploy/nginx/platform.conf.template)
      'X-Script-Nonce': nonce,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    /** @type {import('node:stream').Writable} */
    let out = response;
    if (gzip) {
      const compressed = createGzip({ level: 6, flush: zlibConstants.Z_SYNC_FLUSH });
      compressed.pipe(response);
      out = compressed;
    }
    let closed = false;
    response.on('close', () => (closed = true));
    out.write(streamed.before);
    try {
      for await (const part of streamed.rest) if (!closed) out.write(part);
      const { end, whole, error } = await streamed.finish(keep !== undefined);
      out.end(end);
      // kept as nginx would keep it (pageCacheControl): a route that streams publishes no noindex
      if (whole && pageCacheControl({ status: whole.notFound ? 404 : 200, rendered: whole.complete, noindex: false }).startsWith('public')) keep?.(whole.page);
      return { error };
    } catch (error) {
      // the frame is out: the page's parts that did not come stay as their loading state, and the browser renders them
      out.end('</body></html>');
      return { error };
    }
  }

  /**
   * The area route a request's path opens, the manifest of the release this browser gets (a canary's when its bucket is in it) and
   * whether the page may preload its files; undefined for the shell's own pages. @param {http.IncomingMessage} request
   */
  function areaRouteOf(request) {
    const registry = registryNow();
    const bucket = canaryBucketOf(request.headers.cookie);
    const urlPath = new URL(request.url ?? '/', 'http://local').pathname;
    const route = routeOfPath(siteRoutes(registry, bucket), urlPath);
    if (!route) return undefined;
    const canary = registry.canaries?.[route.area];
    const manifestUrl = canary?.manifest && inCanary(bucket, canary.percent) ? canary.manifest : registry.remotes?.[route.area];
    // a browser with no bucket yet draws one in the shell and may run the canary: its files are not known here
    return typeof manifestUrl === 'string' ? { route, manifestUrl, preload: !(canary && bucket === null) } : undefined;
  }

  /**
   * @param {http.IncomingMessage} request @param {http.ServerResponse} response
   * @param {{ html: Buffer, gzip: Buffer, etag: string }} page @param {number} status
   * @param {{ cacheControl?: string }} [headers] a rendered public page's (pageCacheControl)
   */
  function sendHtml(request, response, page, status, { cacheControl = 'no-cache' } = {}) {
    const headers = { 'Content-Type': contentTypes['.html'], 'Cache-Control': cacheControl, ETag: page.etag, Vary: 'Accept-Encoding, Cookie' };
    if (answeredNotModified(request, response, status, headers)) return;
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = gzip ? page.gzip : page.html;
    response.writeHead(status, { ...(gzip ? { 'Content-Encoding': 'gzip' } : {}), 'Content-Length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  return http.createServer((request, response) => {
    for (const [name, value] of Object.entries(siteSecurityHeaders)) response.setHeader(name, value);
    response.setHeader('Content-Security-Policy', policyFrom(options.policyDir ?? options.runtimeDir, root));
    if (options.cors) {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }

    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname);
    } catch {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }

    const generated = options.generatedFiles?.(urlPath);
    if (generated) {
      generated.then(
        ({ status, type, body }) => {
          response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache', ...(status === 503 ? { 'Retry-After': '60' } : {}) });
          response.end(request.method === 'HEAD' ? undefined : body);
        },
        (error) => {
          console.error(`${urlPath}: ${String(error)}`);
          response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error');
        },
      );
      return;
    }

    let filePath = locate(urlPath);
    // A deep link is a page of the shell; a missing /x.js stays a 404, or the browser would run HTML as a script. A path no route
    // matches gets the same page (its not-found view) with 404, so search engines and link checkers see it is not a page.
    let status = 200;
    if (!filePath && options.spaFallback && path.extname(urlPath) === '') {
      filePath = locate('/index.html');
      if (!isPagePath(urlPath, request)) status = 404;
    }
    if (!filePath) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end('Not found');
      return;
    }

    const fileName = path.basename(filePath);
    const extension = path.extname(fileName);
    if (filePath === path.join(root, 'index.html') && options.runtimeDir && existsSync(path.join(options.runtimeDir, 'config.json'))) {
      sendShellPage(request, response, filePath, status).catch((error) => {
        console.error('Страница не отдана:', error);
        if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end();
      });
      return;
    }
    const stats = statSync(filePath);
    const etag = `"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`;
    const type = contentTypes[/** @type {keyof typeof contentTypes} */ (extension)] ?? 'application/octet-stream';
    if (answeredNotModified(request, response, status, { 'Content-Type': type, 'Cache-Control': cacheControl(fileName), ETag: etag, Vary: 'Accept-Encoding' }))
      return;

    const acceptEncoding = String(request.headers['accept-encoding'] ?? '');
    /** Sends `file` whole, or as its HEAD. @param {string} file @param {number} size @param {Record<string, string>} [headers] */
    const sendFile = (file, size, headers = {}) => {
      response.writeHead(status, { ...headers, 'Content-Length': size });
      if (request.method === 'HEAD') response.end();
      else createReadStream(file).pipe(response);
    };
    const accepts = (/** @type {string} */ encoding) => new RegExp(`\\b${encoding}\\b`).test(acceptEncoding);
    // Precompressed copies made at build time (tooling/precompress-plugin.mjs; not for small or binary files): brotli first, then gzip.
    const precompressed = Object.entries({ br: '.br', gzip: '.gz' }).find(([encoding, suffix]) => accepts(encoding) && existsSync(`${filePath}${suffix}`));
    if (precompressed) {
      const [encoding, suffix] = precompressed;
      sendFile(`${filePath}${suffix}`, statSync(`${filePath}${suffix}`).size, { 'Content-Encoding': encoding });
      return;
    }
    // As nginx (gzip_static, then gzip): only what a build does not compress (deploy-time remotes.json/config.json) is gzipped here.
    if (accepts('gzip') && compressible.has(extension) && stats.size > 512) {
      let cached = gzipCache.get(filePath);
      if (!cached || cached.key !== etag) {
        cached = { key: etag, body: gzipSync(readFileSync(filePath), { level: 6 }) };
        gzipCache.set(filePath, cached);
      }
      response.writeHead(status, { 'Content-Encoding': 'gzip', 'Content-Length': cached.body.length });
      response.end(request.method === 'HEAD' ? undefined : cached.body);
      return;
    }
    sendFile(filePath, stats.size);
  });
}

/**
 * Starts a static server and resolves once it listens.
 * @param {StaticServerOptions & { port: number, host?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveStatic(options) {
  const server = createStaticServer(options);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve({
        url: `http://${host}:${options.port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

// CLI: node tooling/serve-static.mjs <dist> --port 4000 [--spa] [--cors] [--runtime-dir dir] [--source-maps]
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const usage = 'Usage: node tooling/serve-static.mjs <dist folder> --port <port> [--spa] [--cors] [--runtime-dir <dir>]';
  const { values, positionals } = commandLineOrExit(
    {
      port: { type: 'string', default: '4000' },
      host: { type: 'string', default: '127.0.0.1' },
      'runtime-dir': { type: 'string' },
      spa: { type: 'boolean' },
      cors: { type: 'boolean' },
      'source-maps': { type: 'boolean' },
    },
    usage,
  );
  const [root] = positionals;
  if (!root || !existsSync(root)) {
    console.error(usage);
    process.exit(2);
  }
  const served = await serveStatic({
    root,
    port: Number(values.port),
    host: values.host,
    spaFallback: values.spa,
    cors: values.cors,
    runtimeDir: values['runtime-dir'],
    sourceMaps: values['source-maps'],
  });
  console.log(`Serving ${path.resolve(root)} at ${served.url}`);
  const stop = () => served.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
