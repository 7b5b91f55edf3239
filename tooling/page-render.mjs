// Server rendering for the shell's servers (docs/architecture.md, "Server rendering"): for a page
// path, the area that owns it renders its page on the server (shell/src/server/render-page.tsx,
// built to shell/dist/server/render-page.cjs) from the release the registry names for this browser,
// and the HTML goes where the page goes in the shell's page, with the page's stylesheets and the
// first screen's data for the browser's first render. Any failure leaves the page as it was: the
// frame, and the area renders in the browser.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_CHUNK_PREFIX } from './route-chunks.mjs';
import { jsonElement } from './shell-page.mjs';

/** How long the first screen's data may take before the page goes out with its loading state (PAGE_DATA_BUDGET_MS). */
export const DATA_BUDGET_MS = Number(process.env.PAGE_DATA_BUDGET_MS) || 800;
/**
 * How long a browser's page waits for its first screen's data before its frame goes out alone and the rest follows as it comes
 * (PAGE_FLUSH_AFTER_MS; docs/architecture.md, "Streaming"): a page whose data comes sooner goes out whole, with its own head and status.
 * Not less: React reveals a late part no sooner than 300 ms after the frame was painted, so data that comes within that window
 * shows later in parts than in a whole page (the lab's figures: docs/architecture.md, "Streaming").
 */
export const FLUSH_AFTER_MS = process.env.PAGE_FLUSH_AFTER_MS ? Number(process.env.PAGE_FLUSH_AFTER_MS) : 300;
/** The whole render's limit (PAGE_RENDER_BUDGET_MS), the area's code included: loaded once per release, then kept. */
export const RENDER_BUDGET_MS = Number(process.env.PAGE_RENDER_BUDGET_MS) || 5000;

/**
 * A QA switch: a browser with this cookie gets the pages the way a server without a renderer sends
 * them, and renders them itself; e2e journeys that steer the first screen's API answers in the
 * browser set it (e2e/support/fixtures.ts).
 */
export const BROWSER_RENDER_COOKIE = 'mf_browser_render';

/** The shell's page's root element and its static frame, which a server-rendered page replaces (index.html). */
const ROOT_ELEMENT = /(<div id="root">)[\s\S]*<\/div>(\s*<noscript>)/;
/** The shell's own stylesheet, a preload where the static frame paints first (tooling/frame-stylesheet-plugin.mjs). */
const FRAME_STYLESHEET_PRELOAD = /<link rel="preload" as="style" (href="[^"]+") data-frame-stylesheet>/g;

/**
 * @typedef {{ key: string, path: string, title: string, description: string, area: string, noindex?: boolean }} SiteRoute
 * @typedef {{ html: string, answers: Record<string, unknown>, head: string, complete: boolean, notFound: boolean, streamed?: false }} RenderedPage
 * @typedef {{ streamed: true, shell: string, head: string, rest: AsyncIterable<string>, finished(keeping: boolean): Promise<{ answers: Record<string, unknown>, whole: RenderedPage | null, error?: unknown }> }} StreamedPage
 * @typedef {{ flushAfterMs: number, nonce: string }} StreamRequest
 * @typedef {{ before: string, rest: AsyncIterable<string>, finish(keeping: boolean): Promise<{ end: string, whole: { page: string, complete: boolean, notFound: boolean } | null, error?: unknown }> }} StreamedDocument
 *   a page going out in parts: `before` (the frame, up to the body's end), the late parts, then `end` (the answers and the body's end);
 *   `whole`, when `keeping`: the same page rendered whole once every load came in time, to keep; `error`: what a late part threw
 * @typedef {{
 *   configureServerApi(apiBase: string, publicApiBase?: string): void,
 *   configureServerWindow(page: { window: unknown, origin: string }): void,
 *   routeHeadHtml(request: { url: string, route: SiteRoute, origin: string }): string,
 *   renderAreaPage(request: { url: string, route: SiteRoute, serverEntry: string, dataBudgetMs: number, origin: string, hostName: string, stream?: StreamRequest }): Promise<RenderedPage | StreamedPage>,
 *   brandNameFor(hostName: string): string,
 * }} Renderer
 * @typedef {{ stylesheets: string[], preloads: { href: string, as: 'fetch' | 'script' | 'style' }[] }} AreaFiles
 *   a route's files in its area's manifest: the stylesheets its page needs, and what the browser loads before the page runs
 */

/**
 * A renderer for a shell build, or null when the build has no server part (an older release).
 * @param {{ shellDist: string, apiBase: string, origin: string, publicApiBase?: string }} options apiBase: where the server asks;
 *   publicApiBase: the browser's (config.json's apiBase), for the addresses a page writes into its HTML
 * @returns {Promise<PageRenderer | null>}
 */
export async function createPageRenderer({ shellDist, apiBase, origin, publicApiBase }) {
  const file = path.join(shellDist, 'server', 'render-page.cjs');
  if (!existsSync(file)) return null;
  const require = createRequire(import.meta.url);
  /** @type {Renderer} */
  const renderer = require(file);
  renderer.configureServerApi(apiBase, publicApiBase);
  // one DOM for code that builds markup with one (the info pages' sanitiser), as in the browser
  // @ts-expect-error jsdom ships no types, and this module needs only its constructor
  const { JSDOM } = /** @type {{ JSDOM: new (html: string, options: { url: string }) => { window: unknown } }} */ (await import('jsdom'));
  renderer.configureServerWindow({ window: new JSDOM('<!doctype html>', { url: origin }).window, origin });
  return new PageRenderer(renderer, origin);
}

export class PageRenderer {
  /** @param {Renderer} renderer @param {string} origin the site's origin as visitors see it */
  constructor(renderer, origin) {
    this.renderer = renderer;
    this.origin = origin;
    /** @type {Map<string, Promise<AreaFiles>>} */
    this.areaFiles = new Map();
  }

  /**
   * The shell's page with `route`'s page rendered into it; the page unchanged when the area cannot
   * render it in time (the browser renders it then). Either way it preloads the route's area files
   * when `preload` (the browser will run that release: no QA override, no canary it has no bucket for).
   * @param {string} page the shell's page (config and registry written in)
   * @param {{ url: string, route: SiteRoute, manifestUrl: string, hostName: string, preload: boolean, stream?: StreamRequest }} request
   *   stream: the page may go out in parts (a browser's navigation), when its first screen waits longer than `flushAfterMs`
   * @returns {Promise<{ page: string, rendered: boolean, complete?: boolean, notFound?: boolean, error?: unknown, streamed?: undefined } | { streamed: StreamedDocument, rendered: true }>}
   *   complete: every first-screen load answered in time; notFound: the page drew its not-found view
   */
  async render(page, { url, route, manifestUrl, hostName, preload, stream }) {
    const files = this.areaFilesOf(manifestUrl, route.key);
    files.catch(() => {});
    /** @param {string} html */
    const withPreloads = async (html) => (preload ? pageWithPreloads(html, (await files).preloads) : html);
    // Personal and transactional pages (the route publishes noindex: profile, booking, payment, mailed
    // links): their data belongs to someone whose token lives in the browser, and rendering a mailed
    // link's page must not act on it. They get their head (noindex) and the area's preloads; the browser renders them.
    if (route.noindex) {
      try {
        const headed = pageWithHead(page, this.renderer.routeHeadHtml({ url, route, origin: this.origin }));
        return { page: await withDeadline(withPreloads(headed), RENDER_BUDGET_MS).catch(() => headed), rendered: false };
      } catch (error) {
        return { page, rendered: false, error };
      }
    }
    try {
      const serverEntry = new URL('server/remoteEntry.js', manifestUrl).href;
      const [rendered, { stylesheets }] = await withDeadline(
        Promise.all([this.renderer.renderAreaPage({ url, route, serverEntry, dataBudgetMs: DATA_BUDGET_MS, origin: this.origin, hostName, stream }), files]),
        RENDER_BUDGET_MS,
      );
      if (rendered.streamed) {
        const framed = await withPreloads(pageAroundRender(page, { html: rendered.shell, head: rendered.head }, stylesheets));
        const bodyEnd = framed.lastIndexOf('</body>');
        return {
          rendered: true,
          streamed: {
            before: framed.slice(0, bodyEnd),
            rest: rendered.rest,
            finish: async (keeping) => {
              const { answers, whole, error } = await rendered.finished(keeping);
              return {
                // read by takeServerAnswer once the document has ended (the shell's script is deferred)
                end: `${jsonElement('server-answers', answers)}${framed.slice(bodyEnd)}`,
                whole: whole && { page: await withPreloads(pageWithRender(page, whole, stylesheets)), complete: whole.complete, notFound: whole.notFound },
                error,
              };
            },
          },
        };
      }
      return {
        page: await withPreloads(pageWithRender(page, rendered, stylesheets)),
        rendered: true,
        complete: rendered.complete,
        notFound: rendered.notFound,
      };
    } catch (error) {
      return { page, rendered: false, error };
    }
  }

  /** The static frame's brand for the host the page was asked for (product rules §1), as the React frame names it. @param {string} page @param {string} hostName */
  withBrand(page, hostName) {
    const name = escapeAttribute(this.renderer.brandNameFor(hostName));
    return page.replace(/(<span data-brand-name>)[^<]*(<\/span>)/, (_, open, close) => `${open}${name}${close}`);
  }

  /**
   * The files of this route's page in its area's manifest (kept per release and route): the stylesheets
   * the server's HTML needs (the pages module's, and the route chunk's), and the preloads that start the
   * area beside the shell instead of after it (the manifest, remoteEntry.js, the pages module's scripts,
   * the route chunk's script and stylesheet: tooling/route-chunks.mjs names them).
   * @param {string} manifestUrl @param {string} routeKey @returns {Promise<AreaFiles>}
   */
  areaFilesOf(manifestUrl, routeKey) {
    const key = `${manifestUrl}#${routeKey}`;
    let found = this.areaFiles.get(key);
    if (!found) {
      found = fetch(manifestUrl)
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${manifestUrl}: ${response.status}`))))
        .then((manifest) => areaFilesIn(manifest, manifestUrl, routeKey));
      this.areaFiles.set(key, found);
      found.catch(() => this.areaFiles.delete(key));
    }
    return found;
  }
}

/**
 * @param {{ metaData?: { remoteEntry?: { name?: string, path?: string } }, exposes?: { path: string, assets?: { js?: { sync?: string[], async?: string[] }, css?: { sync?: string[], async?: string[] } } }[] }} manifest
 * @param {string} manifestUrl @param {string} routeKey @returns {AreaFiles}
 */
export function areaFilesIn(manifest, manifestUrl, routeKey) {
  /** @param {string} file */
  const url = (file) => new URL(file, manifestUrl).href;
  /** @param {string[] | undefined} files */
  const routeFiles = (files) => (files ?? []).filter((file) => path.basename(file).startsWith(`${ROUTE_CHUNK_PREFIX}${routeKey}.`));
  const pages = (manifest.exposes ?? []).find((expose) => expose.path === './pages');
  const css = [...(pages?.assets?.css?.sync ?? []), ...routeFiles(pages?.assets?.css?.async)].map(url);
  const entry = manifest.metaData?.remoteEntry;
  /** @type {AreaFiles['preloads']} */
  const preloads = [{ href: manifestUrl, as: 'fetch' }];
  if (entry?.name) preloads.push({ href: url(entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name), as: 'script' });
  for (const file of [...(pages?.assets?.js?.sync ?? []), ...routeFiles(pages?.assets?.js?.async)]) preloads.push({ href: url(file), as: 'script' });
  for (const href of css) preloads.push({ href, as: 'style' });
  return { stylesheets: css, preloads };
}

/** @template T @param {Promise<T>} promise @param {number} ms @returns {Promise<T>} */
function withDeadline(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`render over ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** @param {string} text */
const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell's page with the rendered page in its root element, in place of the static frame, for the
 * browser to hydrate (shell/src/bootstrap.tsx): marked `data-server-rendered`, the shell's stylesheet
 * and the page's applied at once (the page is there to be seen), its head, and the first screen's
 * answers for the browser's first render.
 * @param {string} page @param {RenderedPage} rendered @param {string[]} stylesheets
 */
export function pageWithRender(page, rendered, stylesheets) {
  // read by takeServerAnswer (shared/src/server-render/server-answers.ts, SERVER_ANSWERS_ELEMENT_ID), outside #root, which React owns
  const answers = jsonElement('server-answers', rendered.answers);
  return pageAroundRender(page, rendered, stylesheets).replace('</body>', () => `${answers}</body>`);
}

/** The shell's page around a rendered page (pageWithRender), without the answers. @param {string} page @param {{ html: string, head: string }} rendered @param {string[]} stylesheets */
function pageAroundRender(page, rendered, stylesheets) {
  if (!ROOT_ELEMENT.test(page)) throw new Error('index.html: no root element to render into');
  if (!page.includes('<html lang="ru">')) throw new Error('index.html: no <html lang="ru"> to mark');
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" crossorigin />`).join('');
  return (
    pageWithHead(page, rendered.head)
      // read by the shell (hydrate, not render) and the early script (the page's data came with it)
      .replace('<html lang="ru">', '<html lang="ru" data-server-rendered>')
      .replace(FRAME_STYLESHEET_PRELOAD, (_, href) => `<link rel="stylesheet" ${href} data-frame-stylesheet>`)
      .replace('</head>', () => `${links}</head>`)
      .replace(ROOT_ELEMENT, (_, open, noscript) => `${open}${rendered.html}</div>${noscript}`)
  );
}

/**
 * The shell's page with `preloads` in its head: the browser fetches the area's files as the HTML
 * arrives, beside the shell. Each as the code that uses it asks, or the browser fetches it twice: the
 * manifest as the shell's `fetch()` (cors: `crossorigin`), the scripts and a route's stylesheet as the
 * federation runtime and webpack add them (no `crossorigin`: the builds set no `crossOriginLoading`).
 * A file the page already links as a stylesheet is not preloaded again.
 * @param {string} page @param {AreaFiles['preloads']} preloads
 */
export function pageWithPreloads(page, preloads) {
  const links = preloads
    .filter(({ href, as }) => !(as === 'style' && page.includes(`<link rel="stylesheet" href="${escapeAttribute(href)}"`)))
    .map(({ href, as }) => `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''} />`)
    .join('');
  return page.replace('</head>', () => `${links}</head>`);
}

/** The shell's page with `head` (title, description, canonical, Open Graph, JSON-LD, robots) in place of its own title and description. @param {string} page @param {string} head */
export function pageWithHead(page, head) {
  if (!/<meta charset="utf-8" ?\/?>/.test(page)) throw new Error('index.html: no charset to put the head after');
  return page
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description" content="[^"]*"(?: data-page-head(?:="")?)? ?\/?>/, '')
    .replace(/<meta charset="utf-8" ?\/?>/, (charset) => `${charset}${head}`);
}
