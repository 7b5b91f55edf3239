// The contract the shell's early script relies on to fetch a route's page chunk beside the area's
// remoteEntry.js (shell/src/boot/before-bundle.js, tooling/route-chunks.mjs): an area that loads its
// pages lazily names each route's chunk `route-<route name>`, so its mf-manifest.json lists one for
// every route it owns. Checked on the deployment under test, whichever build each area runs.
import { ROUTE_CHUNK_PREFIX } from 'tooling/route-chunks.mjs';
import { expect, test } from '../../support/fixtures';
import { remoteNames, routeSamples } from '../../support/route-samples';

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
      // every page of the area is in its pages module (the content area): the early script preloads that
      expect(pages?.assets.js.sync.length).toBeGreaterThan(0);
      return;
    }
    const missing = routes.filter((name) => !lazyChunks.some((file) => file.startsWith(`${ROUTE_CHUNK_PREFIX}${name}.`)));
    expect(missing, `route chunks in ${lazyChunks.join(', ')}`).toEqual([]);
  });
}
