import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { serveStatic } from '../../../tooling/serve-static.mjs';
import { ContentPageObject } from '../../support/content/content-page-object';
import { distSnapshot } from '../../support/content/dist-snapshot';
import { withRegistryEntry } from '../../support/registry-entry';
import { expect, test } from '../../support/fixtures';
import { assertLocalPlatform, repoRoot } from '../../support/platform';

// docs/architecture.md "Runtime registry": the content team ships a new build of its area alone. mf-content is built with a
// visible change (BUILD_LABEL, read at build time) into a folder of its own, published under a new
// URL, and the running platform's registry is pointed at it. Nothing else is rebuilt.
const REMOTE = 'mf-content';
const BANNER = `Выкладка раздела «Информация» ${Date.now()}`;
const PUBLISH_PORT = Number(process.env.E2E_CONTENT_DEPLOY_PORT ?? 3022);
const UNTOUCHED = ['shell', 'mf-avia', 'mf-profile', 'mf-tours', 'mf-content'];

/** The scripts the page loaded from the shell's own origin (remotes add theirs from their origins). */
async function scriptsOfShell(page: Page): Promise<string[]> {
  return page
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src).filter((src) => new URL(src).origin === window.location.origin));
}

test.describe('independent deployment of the content area', { tag: '@local' }, () => {
  test.beforeAll(assertLocalPlatform);

  let outDir = '';
  let published: { url: string; close: () => Promise<void> } | undefined;
  let before: Record<string, Record<string, number>> = {};

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    before = Object.fromEntries(UNTOUCHED.map((app) => [app, distSnapshot(path.join(repoRoot, app, 'dist'))]));
    outDir = mkdtempSync(path.join(tmpdir(), 'mf-content-release-'));
    execFileSync('pnpm', ['--filter', REMOTE, 'build'], { cwd: repoRoot, env: { ...process.env, OUT_DIR: outDir, BUILD_LABEL: BANNER }, stdio: 'pipe' });
    if (!existsSync(path.join(outDir, 'mf-manifest.json'))) throw new Error(`the build of ${REMOTE} into ${outDir} produced no manifest`);
    published = await serveStatic({ root: outDir, port: PUBLISH_PORT, cors: true });
  });

  test.afterAll(async () => {
    await published?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  test('the registry pointed at the new build shows it after a reload; the shell and other areas are not rebuilt', async ({ page, shell }) => {
    const content = new ContentPageObject(page);
    const banner = page.locator('[data-build-label]');
    await content.open('/about');
    const title = await content.expectLoaded();
    await expect(banner).toHaveCount(0);
    const shellScripts = await scriptsOfShell(page);

    const newManifest = `${published!.url}/mf-manifest.json`;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    await withRegistryEntry(REMOTE, newManifest, async () => {
      await page.reload();
      await content.settled();
      await expect(banner).toHaveText(`Сборка: ${BANNER}`);
      await expect(content.title).toHaveText(title);
      // the area's code came from the new URL; the shell's own bundle is the one already deployed
      expect(requests.some((url) => url.startsWith(`${published!.url}/`))).toBe(true);
      expect(await scriptsOfShell(page)).toEqual(shellScripts);
      await shell.expectFrameVisible();
    });

    // Pointing back is a rollback: the deployed build again, without its banner.
    await page.reload();
    await content.settled();
    await expect(content.title).toHaveText(title);
    await expect(banner).toHaveCount(0);

    for (const app of UNTOUCHED) {
      expect(distSnapshot(path.join(repoRoot, app, 'dist')), `${app}/dist must not be rebuilt`).toEqual(before[app]);
    }
  });
});
