import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { writeJsonAtomically } from '../../../tooling/runtime-files.mjs';
import { distSnapshot } from '../../support/content/dist-snapshot';
import { expect, test } from '../../support/fixtures';
import { assertLocalPlatform, localRegistryPath, localReleasesDir, repoRoot } from '../../support/platform';
import { localRegistry as registry, pageInBucket, releaseCommand } from '../../support/release-command';

// docs/architecture.md "Deploying an area": the tours team ships with `npm run release`, rolls back,
// and runs a canary, on the platform this suite started. Releases go to the suite's own folder.
const AREA = 'mf-tours';
const OTHERS = ['shell', 'mf-avia', 'mf-profile', 'mf-content'];
const builtDist = path.join(repoRoot, AREA, 'dist');
/** Each test here spawns release commands beside the browser: on a busy machine a page's area can take longer than the suite's 7 s. */
const AREA_LOAD_MS = 20_000;

const liveVersion = () => /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(registry().remotes[AREA] ?? '')?.[1];

/** The releases of the area whose files this page requested. */
function watchReleases(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const version = /\/releases\/([^/]+)\//.exec(request.url())?.[1];
    if (version) seen.add(version);
  });
  return seen;
}

test.describe('area releases', { tag: '@local' }, () => {
  // each test follows on the releases the one before made; the release commands spawn node beside a busy browser
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  test.beforeAll(assertLocalPlatform);

  let originalEntry = '';
  const versions: string[] = [];

  test.beforeAll(() => {
    originalEntry = registry().remotes[AREA] ?? '';
  });

  test.afterAll(() => {
    rmSync(path.join(localReleasesDir, AREA), { recursive: true, force: true });
    rmSync(path.join(localReleasesDir, `${AREA}.json`), { force: true });
    const restored = registry();
    restored.remotes[AREA] = originalEntry;
    delete restored.canaries;
    writeJsonAtomically(localRegistryPath, restored);
  });

  test('a release builds its area alone, publishes it under its version and switches the registry', async () => {
    test.setTimeout(300_000);
    const before = Object.fromEntries([...OTHERS, AREA].map((app) => [app, distSnapshot(path.join(repoRoot, app, 'dist'))]));
    const { code, output, seconds } = releaseCommand('release', AREA);
    expect(code, output).toBe(0);
    const version = liveVersion();
    expect(version).toBeDefined();
    versions.push(String(version));
    expect(output).toContain(`${AREA}: switched from its dist/ (no release) to ${version}.`);
    expect(existsSync(path.join(localReleasesDir, AREA, String(version), 'mf-manifest.json'))).toBe(true);
    // the shell, the other areas and the area's own dist/ are neither rebuilt nor touched
    for (const app of [...OTHERS, AREA]) expect(distSnapshot(path.join(repoRoot, app, 'dist')), app).toEqual(before[app]);
    test.info().annotations.push({ type: 'release seconds', description: seconds.toFixed(1) });
  });

  test('a tab open on the old release keeps working after a release; a reload gets the new one', async ({ shell, page }) => {
    const seen = watchReleases(page);
    await shell.goto('/tours');
    await expect(shell.routedPage(AREA, 'tours')).toBeAttached({ timeout: AREA_LOAD_MS });
    await expect(shell.fallback).toHaveCount(0);
    expect([...seen]).toEqual([versions[0]]);
    expect(seen.size).toBe(1);

    const { code, output } = releaseCommand('release', AREA, '--from', builtDist);
    expect(code, output).toBe(0);
    versions.push(String(liveVersion()));
    expect(versions[1]).not.toBe(versions[0]);

    // a page chunk this tab had not loaded yet comes from the release it started on
    const chunk = page.waitForResponse((response) => response.url().includes('/route-toursWishlist.'));
    await shell.navigateInApp('/tours/wishlist');
    expect((await chunk).status()).toBe(200);
    expect((await chunk).url()).toContain(`/releases/${versions[0]}/`);
    await expect(shell.routedPage(AREA, 'toursWishlist').locator('h1')).toBeVisible({ timeout: AREA_LOAD_MS });
    await expect(shell.fallback).toHaveCount(0);
    expect([...seen]).toEqual([versions[0]]);

    seen.clear();
    await page.reload();
    await expect(shell.routedPage(AREA, 'toursWishlist').locator('h1')).toBeVisible({ timeout: AREA_LOAD_MS });
    expect([...seen]).toEqual([versions[1]]);
  });

  test('rollback brings the previous release back on reload, in under 5 seconds, without building', async ({ shell, page }) => {
    const { code, output, seconds } = releaseCommand('rollback', AREA);
    expect(code, output).toBe(0);
    expect(output).toContain(`${AREA}: rolled back from ${versions[1]} to ${versions[0]}.`);
    expect(seconds).toBeLessThan(5);
    test.info().annotations.push({ type: 'rollback seconds', description: seconds.toFixed(2) });

    const seen = watchReleases(page);
    await shell.goto('/tours');
    await expect(shell.routedPage(AREA, 'tours')).toBeAttached({ timeout: AREA_LOAD_MS });
    await expect(shell.fallback).toHaveCount(0);
    expect([...seen]).toEqual([versions[0]]);

    const listed = releaseCommand('releases', AREA).output.trim().split('\n');
    // newest first: the rolled-back release, the live one, and the dist/ the first release replaced
    expect(listed.map((line) => line.split('  ').at(-1))).toEqual(['retired', 'live', 'retired']);
    expect(listed[1]).toContain(String(versions[0]));
    expect(listed[2]).toContain('-dist');
  });

  test('a canary at 50 % serves each browser its bucket’s release, across reloads, until promoted', async ({ browser }) => {
    test.setTimeout(240_000); // two more browsers, each loading the site cold
    const { code, output } = releaseCommand('release', AREA, '--canary', '50', '--from', builtDist);
    expect(code, output).toBe(0);
    const canary = /canary (\S+) for 50 %/.exec(output)?.[1];
    expect(canary).toBeDefined();
    expect(liveVersion()).toBe(versions[0]);

    const inCanary = await pageInBucket(browser, 10);
    const onLive = await pageInBucket(browser, 90);
    for (const [page, expected] of [
      [inCanary, canary],
      [onLive, versions[0]],
    ] as const) {
      const seen = watchReleases(page);
      await page.goto('/tours');
      await expect(page.locator(`[data-area-page="${AREA}"]`)).toBeAttached({ timeout: AREA_LOAD_MS });
      await page.reload();
      await expect(page.locator(`[data-area-page="${AREA}"]`)).toBeAttached({ timeout: AREA_LOAD_MS });
      // the area's own files too, not only its server-rendered page
      await page.waitForLoadState('networkidle');
      expect([...seen], `bucket of ${expected}`).toEqual([expected]);
    }

    expect(releaseCommand('promote', AREA).code).toBe(0);
    expect(registry().canaries).toBeUndefined();
    // a server-rendered page's area is on screen before its code has loaded: the old page's last files
    // must be in before the watch starts, or they count against the reload
    await onLive.waitForLoadState('networkidle');
    const seen = watchReleases(onLive);
    await onLive.reload();
    await expect(onLive.locator(`[data-area-page="${AREA}"]`)).toBeAttached({ timeout: AREA_LOAD_MS });
    expect([...seen]).toEqual([canary]);
    await inCanary.context().close();
    await onLive.context().close();
  });

  test('an area whose skew check fails is refused and the registry is untouched', async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'skewed-release-'));
    try {
      cpSync(builtDist, broken, { recursive: true });
      const manifestFile = path.join(broken, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { shared: Array<{ name: string; requiredVersion?: string }> };
      for (const entry of manifest.shared) if (entry.name === 'react-router-dom') entry.requiredVersion = '^99.0.0';
      writeFileSync(manifestFile, JSON.stringify(manifest));
      const registryBefore = readFileSync(localRegistryPath, 'utf8');
      const registryTime = statSync(localRegistryPath).mtimeMs;
      const releasesBefore = readdirSync(path.join(localReleasesDir, AREA));

      const { code, output } = releaseCommand('release', AREA, '--from', broken);
      expect(code).toBe(1);
      expect(output).toMatch(/✗ mf-tours needs react-router-dom \^99\.0\.0, but the deployed shell provides react-router-dom /);
      expect(output).toContain('✗ mf-tours was not released: the registry is unchanged.');
      expect(readFileSync(localRegistryPath, 'utf8')).toBe(registryBefore);
      expect(statSync(localRegistryPath).mtimeMs).toBe(registryTime);
      expect(readdirSync(path.join(localReleasesDir, AREA))).toEqual(releasesBefore);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
