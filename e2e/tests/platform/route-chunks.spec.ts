// A route's area files leave with the page: the server's HTML preloads the area's manifest, its
// remoteEntry.js, the pages module's scripts and the route's own chunk (tooling/page-render.mjs), found
// by name in the manifest (tooling/route-chunks.mjs): an area that loads its pages lazily names each
// route's chunk `route-<route name>`, so its mf-manifest.json lists one for every route it owns.
// Checked on the deployment under test, whichever build each area runs.
import { ROUTE_CHUNK_PREFIX } from 'tooling/route-chunks.mjs';
import { expect, test } from '../../support/fixtures';
import { remoteNames, routeSamples, sampleRouteOfRemote } from '../../support/route-samples';

interface Manifest {
  exposes: Array<{ path: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

for (const remote of remoteNames) {
  test(`${remote}: its manifest names the page chunk of each of its routes`, async ({ shell, page }) => {
    const response = await page.request.get(await shell.manifestUrlOf(remote));
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as Manifest;
    const pages = manifest.exposes.find((expose) => expose.path === './pages');
    expect(pages, 'the area exposes ./pages').toBeDefined();
    const lazyChunks = pages?.assets.js.async.map((file) => file.slice(file.lastIndexOf('/') + 1)) ?? [];
    const routes = routeSamples.filter((route) => route.owner === remote).map((route) => route.name);
    expect(routes.length).toBeGreaterThan(0);
    if (lazyChunks.length === 0) {
      // every page of the area is in its pages module (the content area): the server's page preloads that
      expect(pages?.assets.js.sync.length).toBeGreaterThan(0);
      return;
    }
    const missing = routes.filter((name) => !lazyChunks.some((file) => file.startsWith(`${ROUTE_CHUNK_PREFIX}${name}.`)));
    expect(missing, `route chunks in ${lazyChunks.join(', ')}`).toEqual([]);
  });

  test(`${remote}: the server’s page preloads the area’s manifest, entry and route chunk, and the browser fetches each once`, async ({ shell, page }) => {
    const sample = sampleRouteOfRemote[remote];
    const manifestUrl = await shell.manifestUrlOf(remote);
    const html = await (await page.request.get(sample.url)).text();
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"( crossorigin)?/g)].map(([, href, as, cors]) => ({
      href: (href ?? '').replaceAll('&amp;', '&'),
      as: `${as}${cors ? '+cors' : ''}`,
    }));
    // the manifest as the shell's fetch() asks for it (cors); the scripts as the federation runtime adds them (no cors)
    expect(preloads).toContainEqual({ href: manifestUrl, as: 'fetch+cors' });
    expect(preloads.filter(({ href, as }) => as === 'script' && href.endsWith('/remoteEntry.js'))).toHaveLength(1);
    const manifest = (await (await page.request.get(manifestUrl)).json()) as Manifest;
    const routeChunk = manifest.exposes
      .find((expose) => expose.path === './pages')
      ?.assets.js.async.find((file) => file.includes(`${ROUTE_CHUNK_PREFIX}${sample.name}.`));
    if (routeChunk) expect(preloads).toContainEqual({ href: new URL(routeChunk, manifestUrl).href, as: 'script' });

    const requests = new Map<string, number>();
    page.on('request', (request) => requests.set(request.url(), (requests.get(request.url()) ?? 0) + 1));
    await page.goto(sample.url);
    await expect(page.locator(`[data-area-page="${remote}"]`).first()).toBeAttached({ timeout: 15_000 });
    // a preload the code asked for differently would be fetched a second time
    for (const { href } of preloads) await expect.poll(() => requests.get(href), href).toBe(1);
  });
}
