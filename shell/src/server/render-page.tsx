// The page server's renderer (docs/architecture.md, "Server rendering"), built for Node by
// tooling/webpack-server-config.mjs: it loads the area that owns a route from the area's server
// container (the release the registry names for this browser, through @module-federation/node's
// runtime plugin) and renders the area's own page component to HTML, with the first screen's data
// loaded through the shared API client. The shell's servers put the HTML where the page goes.
import { createStore } from 'jotai';
import { AppProviders } from '../app-providers';
import { appRoutes, ServerAreaPagesContext } from '../router/app-routes';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import {
  brandMirrorFor,
  canonicalPathOf,
  configureApiClient,
  exposedPagesModule,
  isRemoteName,
  mergePageHeads,
  PageHostContext,
  ServerAnswersContext,
  ServerHeadContext,
  type PageHeadPart,
  type RemotePagesModule,
} from 'shared';
import { pageHeadHtml } from 'shared/page-head-html';
import { renderFirstFlush, serverAnswerStore } from 'shared/server-answer-store';
// the page server's DOM for the pages that build markup with one (tooling/page-render.mjs gives it)
export { configureServerWindow } from 'shared/page-window';
import type { SiteRoute } from 'shared/published-routes';
import nodeRuntimePlugin from '@module-federation/node/runtimePlugin';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactJsxRuntime from 'react/jsx-runtime';
// the server's router parts, which the browser's narrowed react-router entry leaves out (tooling/shared-entries)
import * as ReactRouterDom from 'react-router-dom';
import * as Jotai from 'jotai';
import * as JotaiUtils from 'jotai/utils';
import * as Shared from 'shared';
import * as Valibot from 'valibot';

export interface RenderRequest {
  /** The page's address as the browser asked for it (path and query). */
  url: string;
  /** The published route the path matched, with its area. */
  route: SiteRoute;
  /** The area's server container (`…/server/remoteEntry.js` of the release this browser gets). */
  serverEntry: string;
  /** How long the first screen's data may take before the page goes out with its loading state. */
  dataBudgetMs: number;
  /** The site's origin as visitors see it, for the head's absolute links. */
  origin: string;
  /** The host name the browser asked for (the partner mirror's brand, product rules §1). */
  hostName: string;
  /**
   * A browser's page may go out in parts: the frame once the first screen has waited `flushAfterMs`
   * for its data, the rest as it comes, React's inline scripts carrying `nonce`. Without it the page goes out whole.
   */
  stream?: { flushAfterMs: number; nonce: string };
}

export interface RenderedPage {
  /** The page's HTML (the area's component, as the browser's first render draws it). */
  html: string;
  /** The first screen's answers, for the browser's first render. */
  answers: Record<string, unknown>;
  /** The page's head as HTML (title, description, canonical, Open Graph, JSON-LD, robots), every value escaped. */
  head: string;
  /** Every first-screen load answered within the budget: no loading state in the HTML. */
  complete: boolean;
  /** The page drew its not-found view (an unknown hotel, route or payment): answered 404. */
  notFound: boolean;
  streamed?: false;
}

/** A page whose first screen waited longer than the request's `flushAfterMs`: the frame now, the rest as its data comes. */
export interface StreamedPage {
  streamed: true;
  /** The frame's HTML, the late parts drawn as their loading state. */
  shell: string;
  /** The route's published head (the page's own comes with its data: the browser writes it). */
  head: string;
  /** The late parts, each with React's script that moves it into place. */
  rest: AsyncIterable<string>;
  /** Once `rest` has ended: the answers for the browser's first render, and, when `keeping`, the page as a whole render (to keep) if every load came in time. */
  finished(keeping: boolean): Promise<{ answers: Record<string, unknown>; whole: RenderedPage | null; error?: unknown }>;
}

/** What the host gives every area's server container: one React, one router, one `shared`. */
const hostLibraries: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  'react-router-dom': ReactRouterDom,
  'react-router': ReactRouterDom,
  jotai: Jotai,
  'jotai/react': Jotai,
  'jotai/vanilla': Jotai,
  'jotai/utils': JotaiUtils,
  shared: Shared,
  valibot: Valibot,
};

function sharedConfig() {
  return Object.fromEntries(
    Object.entries(hostLibraries).map(([name, lib]) => [
      name,
      { version: '0.0.0', lib: () => lib, shareConfig: { singleton: true, requiredVersion: false as const } },
    ]),
  );
}

/** One federation instance per area release: two releases of an area (a canary) load side by side. */
const instances = new Map<string, { federation: ModuleFederation; pages: Promise<RemotePagesModule | null> }>();

function containerNameOf(area: string): string {
  return area.replace(/-/g, '_');
}

/** Counts every load ever started: names made from it are never reused, even after a failed load is forgotten. */
let loadsStarted = 0;

function pagesOf(area: string, serverEntry: string): Promise<RemotePagesModule | null> {
  const known = instances.get(serverEntry);
  if (known) return known.pages;
  const name = containerNameOf(area);
  const load = (loadsStarted += 1);
  const federation = createInstance({
    name: `page_server_${load}`,
    // a global of its own per release: the runtime reuses the container a global already holds, so
    // under the area's one name every later release (a canary, a rollback) would render the first one's code
    remotes: [{ name, entry: serverEntry, entryGlobalName: `${name}__load_${load}` }],
    shared: sharedConfig(),
    plugins: [nodeRuntimePlugin()],
  });
  const pages = federation.loadRemote<RemotePagesModule>(`${name}/${exposedPagesModule.slice(2)}`);
  instances.set(serverEntry, { federation, pages });
  // a failed load is tried again by the next request
  pages.catch(() => instances.delete(serverEntry));
  return pages;
}

/**
 * Sets the API origin the server's requests go to (the API's own address, not the browser's); the client keeps the XSRF cookie
 * the API sets, so the first screen's POST (a search) is the browser's request to the byte. `publicApiBase` (config.json's) is
 * what the page writes into its HTML (a hotel's photos), as the browser's first render writes it.
 */
export function configureServerApi(apiBase: string, publicApiBase: string = apiBase): void {
  configureApiClient({ baseUrl: apiBase, keepsXsrfCookie: true, publicBaseUrl: publicApiBase });
}

/** The brand the frame shows on a host (product rules §1), for the static frame of a page the server does not render. */
export function brandNameFor(hostName: string): string {
  return brandMirrorFor(hostName).capitalisedHostName;
}

/** The head a route's area published with it, for this address (the canonical one: no tracking parameters). */
function routeHead({ url, route, origin }: Pick<RenderRequest, 'url' | 'route' | 'origin'>): PageHeadPart {
  const address = new URL(url, origin);
  return { title: route.title, description: route.description, noindex: route.noindex, canonicalPath: canonicalPathOf(address.pathname, address.search) };
}

/** The route's published head as HTML: a personal page's (noindex) the server sends without rendering the page. */
export function routeHeadHtml(request: Pick<RenderRequest, 'url' | 'route' | 'origin'>): string {
  return pageHeadHtml(routeHead(request), request.origin);
}

/**
 * Renders the page for a route, the shell's frame with the area's page in it, as the browser's first
 * render draws it (the browser hydrates it: shell/src/bootstrap.tsx): whole, or, for a `stream`
 * request whose first screen waits longer than its `flushAfterMs`, the frame first and the rest as
 * its data comes; rejects when the area's code cannot be loaded or throws before the frame is out.
 */
export async function renderAreaPage(request: RenderRequest): Promise<RenderedPage | StreamedPage> {
  const { area } = request.route;
  const loaded = await pagesOf(area, request.serverEntry);
  if (!isRemoteName(area) || !loaded?.pages[request.route.key]) throw new Error(`${request.route.area} has no page for route ${request.route.key}`);
  const answers = serverAnswerStore(request.dataBudgetMs);
  const handler = ReactRouterDom.createStaticHandler(appRoutes([request.route]));
  const context = await handler.query(new Request(new URL(request.url, 'http://page-server')));
  if (context instanceof Response) throw new Error(`route ${request.route.key} answered a redirect`);
  /** The page's element; the frame's PageHead says the route's published head, then the page what it says of itself (usePageHead). */
  const page = (heads: PageHeadPart[]) => (
    <ServerHeadContext value={(head) => heads.push(head)}>
      <ServerAnswersContext value={answers}>
        <ServerAreaPagesContext value={{ [area]: loaded.pages }}>
          <PageHostContext value={request.hostName}>
            <AppProviders store={createStore()}>
              <ReactRouterDom.StaticRouterProvider router={ReactRouterDom.createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
            </AppProviders>
          </PageHostContext>
        </ServerAreaPagesContext>
      </ServerAnswersContext>
    </ServerHeadContext>
  );
  const whole = (html: string, heads: PageHeadPart[]): RenderedPage => {
    const head = mergePageHeads(heads);
    return { html, answers: answers.handOver(), head: pageHeadHtml(head, request.origin), complete: answers.complete(), notFound: head.notFound === true };
  };
  const heads: PageHeadPart[] = [];
  const render = await renderFirstFlush(page(heads), { flushAfterMs: request.stream?.flushAfterMs ?? Number.POSITIVE_INFINITY, nonce: request.stream?.nonce });
  if (!render.streamed) return whole(render.html, heads);
  return {
    streamed: true,
    shell: render.shell,
    head: routeHeadHtml(request),
    rest: render.rest,
    async finished(keeping) {
      // every answer is in the store by now: the whole render draws the same page without asking again
      const headsAgain: PageHeadPart[] = [];
      // a page a late part failed in went out with React's fallback: nothing of it is kept
      const keepable = keeping && answers.complete() && render.lateErrors.length === 0;
      const wholeRender = keepable ? await renderFirstFlush(page(headsAgain), { flushAfterMs: Number.POSITIVE_INFINITY }).catch(() => null) : null;
      const kept = wholeRender && !wholeRender.streamed ? whole(wholeRender.html, headsAgain) : null;
      return { answers: answers.handOver(), whole: kept, error: render.lateErrors[0] };
    },
  };
}
