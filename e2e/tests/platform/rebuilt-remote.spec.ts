import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '../../../tooling/serve-static.mjs';
import { expect, test } from '../../support/fixtures';
import { assertLocalPlatform, qaOrigin, qaPort, repoRoot, spareOrigin, sparePort } from '../../support/platform';
import { withRegistryEntry } from '../../support/registry-entry';
import { sampleRouteOfRemote } from '../../support/route-samples';

// A second build of one area with a visible change: its scaffolding page shows `[data-build-label]`
// when built with BUILD_LABEL. E2E_REBUILD_REMOTE picks another area once mf-tours has real pages.
const remote = (process.env.E2E_REBUILD_REMOTE ?? 'mf-tours') as 'mf-tours';
const label = `e2e ${Date.now()}`;
const outDir = 'dist-e2e';

test.describe('@local another build of one area', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(assertLocalPlatform);

  const servers: Array<{ close: () => Promise<void> }> = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    execFileSync('pnpm', ['--filter', remote, 'build'], {
      cwd: repoRoot,
      env: { ...process.env, OUT_DIR: outDir, BUILD_LABEL: label },
      stdio: 'pipe',
    });
    const root = path.join(repoRoot, remote, outDir);
    if (!existsSync(path.join(root, 'mf-manifest.json'))) throw new Error(`build of ${remote} into ${outDir} produced no manifest`);
    servers.push(await serveStatic({ root, port: qaPort, cors: true }), await serveStatic({ root, port: sparePort, cors: true }));
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  test('the registry pointed at the new build shows the change after a reload, shell untouched', async ({ shell, page }) => {
    const route = sampleRouteOfRemote[remote];
    await shell.goto(route.url);
    await shell.expectRouteRendered(route.owner, route.name);
    await expect(page.locator('[data-build-label]')).toHaveCount(0);
    const shellScripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));

    await withRegistryEntry(remote, `${spareOrigin}/mf-manifest.json`, async () => {
      await page.reload();
      await shell.expectRouteRendered(route.owner, route.name);
      await expect(page.locator('[data-build-label]')).toContainText(label);
      const scriptsAfter = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
      expect(scriptsAfter.filter((src) => src.includes('/main.'))).toEqual(shellScripts.filter((src) => src.includes('/main.')));
    });
    await page.reload();
    await shell.expectRouteRendered(route.owner, route.name);
    await expect(page.locator('[data-build-label]')).toHaveCount(0);
  });

  test('QA override loads an allow-listed build for the session and refuses another origin', async ({ shell, page, health }) => {
    const route = sampleRouteOfRemote[remote];

    await shell.goto(`${route.url}?mf-override=${remote}@${spareOrigin}/mf-manifest.json`);
    await shell.expectRouteRendered(route.owner, route.name);
    await expect(page.locator('[data-build-label]')).toHaveCount(0);
    expect(health.consoleWarnings.some((text) => text.includes('[mf-override]') && text.includes(spareOrigin))).toBe(true);

    await shell.goto(`${route.url}?mf-override=${remote}@${qaOrigin}/mf-manifest.json`);
    await shell.expectRouteRendered(route.owner, route.name);
    await expect(page.locator('[data-build-label]')).toContainText(label);
    await expect(page).not.toHaveURL(/mf-override/);

    // kept for the browser session…
    await shell.goto(route.url);
    await expect(page.locator('[data-build-label]')).toContainText(label);
    // …until reset
    await shell.goto(`${route.url}?mf-override=reset`);
    await shell.expectRouteRendered(route.owner, route.name);
    await expect(page.locator('[data-build-label]')).toHaveCount(0);
  });
});
