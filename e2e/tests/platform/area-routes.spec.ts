import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeJsonAtomically } from '../../../tooling/runtime-files.mjs';
import { probeBuilds } from '../../fixtures/mf-probe/probe-builds.mjs';
import { distSnapshot } from '../../support/content/dist-snapshot';
import { expect, test } from '../../support/fixtures';
import { assertLocalPlatform, localRegistryPath, localReleasesDir, repoRoot } from '../../support/platform';
import { localRegistry, pageInBucket, releaseCommand } from '../../support/release-command';
import { ShellPage } from '../../support/shell-page';

// docs/architecture.md "Routes at run time": the content team ships a new page with one release of its
// area. The page is a line of its src/routes.json (an info page needs no code of its own), built as the
// team would build it, released beside the running platform: no shell build, no server restart.
const AREA = 'mf-content';
const PROBE = { key: 'pageAboutProbe', path: '/pages/about-probe', title: 'О проекте', description: 'О проекте, вторая ссылка.', slug: 'about' };
const routesFile = path.join(repoRoot, AREA, 'src', 'routes.json');
const AREA_LOAD_MS = 20_000;
// A fifth area no build of the shell or server knows (e2e/fixtures/mf-probe, scaffolding for this test).
const FIFTH = { area: 'mf-probe', path: '/probe', key: 'probeHome', heading: 'Пятая область' };

test.describe('areas own their routes', { tag: '@local' }, () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  test.beforeAll(assertLocalPlatform);

  const work = mkdtempSync(path.join(tmpdir(), 'area-routes-'));
  const probeBuild = path.join(work, 'with-probe');
  let originalRegistry = '';

  test.beforeAll(() => {
    test.setTimeout(240_000);
    originalRegistry = readFileSync(localRegistryPath, 'utf8');
    // the team's change: one more route in the area's own file, built into a folder of its own
    const declared = readFileSync(routesFile, 'utf8');
    try {
      const routes = JSON.parse(declared) as { routes: object[] };
      writeFileSync(routesFile, JSON.stringify({ ...routes, routes: [...routes.routes, PROBE] }, null, 2));
      execFileSync('pnpm', ['--filter', AREA, 'build'], { cwd: repoRoot, env: { ...process.env, OUT_DIR: probeBuild }, stdio: 'pipe' });
    } finally {
      writeFileSync(routesFile, declared);
    }
  });

  test.afterAll(() => {
    for (const area of [AREA, FIFTH.area]) {
      rmSync(path.join(localReleasesDir, area), { recursive: true, force: true });
      rmSync(path.join(localReleasesDir, `${area}.json`), { force: true });
    }
    writeJsonAtomically(localRegistryPath, JSON.parse(originalRegistry));
    rmSync(work, { recursive: true, force: true });
  });

  test('a release adds the page: a direct load answers 200 with it, an in-app link reaches it, the shell untouched', async ({ shell, page, request }) => {
    expect((await request.get(PROBE.path)).status()).toBe(404);
    const shellBefore = distSnapshot(path.join(repoRoot, 'shell', 'dist'));
    const { code, output } = releaseCommand('release', AREA, '--from', probeBuild);
    expect(code, output).toBe(0);
    expect(localRegistry().routes?.[AREA]?.map((route) => route.key)).toContain(PROBE.key);

    // the server that was running all along answers the new page at once
    expect((await request.get(PROBE.path)).status()).toBe(200);
    await shell.goto(PROBE.path);
    const probe = page.locator(`[data-area-page="${AREA}"][data-route-name="${PROBE.key}"]`);
    await expect(probe.getByRole('heading', { level: 1, name: 'О проекте' })).toBeVisible({ timeout: AREA_LOAD_MS });
    // the new route's head: its published title and its own canonical address (an info page's description is its text's start)
    await expect(page).toHaveTitle(`${PROBE.title} — Авиабилеты`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${PROBE.path}$`));

    await shell.goto('/tours');
    await shell.markDocument();
    await shell.navigateInApp(PROBE.path);
    await expect(probe.getByRole('heading', { level: 1 })).toBeVisible({ timeout: AREA_LOAD_MS });
    await shell.expectSameDocument();
    expect(distSnapshot(path.join(repoRoot, 'shell', 'dist'))).toEqual(shellBefore);
  });

  test('the first release rolls back to the build it replaced, and the page is gone again', async ({ shell, page, request }) => {
    const { code, output } = releaseCommand('rollback', AREA);
    expect(code, output).toBe(0);
    expect(output).toMatch(/rolled back from \S+ to \S+-dist\./);
    expect((await request.get(PROBE.path)).status()).toBe(404);
    await shell.goto(PROBE.path);
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible({ timeout: AREA_LOAD_MS });
    expect((await request.get('/about')).status()).toBe(200);
  });

  test('a release claiming a path another area serves is refused before deploy, the registry untouched', async () => {
    const clashing = path.join(work, 'clashing');
    cpSync(probeBuild, clashing, { recursive: true });
    const published = JSON.parse(readFileSync(path.join(clashing, 'routes.json'), 'utf8')) as { routes: object[] };
    writeFileSync(
      path.join(clashing, 'routes.json'),
      JSON.stringify({ ...published, routes: [...published.routes, { ...PROBE, key: 'pageTours', path: '/tours' }] }),
    );
    const before = readFileSync(localRegistryPath, 'utf8');
    const { code, output } = releaseCommand('release', AREA, '--from', clashing);
    expect(code).toBe(1);
    expect(output).toContain('/tours is claimed by mf-content and mf-tours');
    expect(output).toContain('The registry is unchanged.');
    expect(readFileSync(localRegistryPath, 'utf8')).toBe(before);
  });

  test('a 50 % canary with a new page: only the browser in its bucket gets the page, on a direct load and by a link', async ({ browser }) => {
    test.setTimeout(240_000); // two more browsers, each loading the site cold
    const { code, output } = releaseCommand('release', AREA, '--canary', '50', '--from', probeBuild);
    expect(code, output).toBe(0);
    try {
      const inCanary = await pageInBucket(browser, 10);
      const onLive = await pageInBucket(browser, 90);
      expect((await inCanary.request.get(PROBE.path)).status()).toBe(200);
      expect((await onLive.request.get(PROBE.path)).status()).toBe(404);
      for (const [page, served] of [
        [inCanary, true],
        [onLive, false],
      ] as const) {
        const expected = served ? page.getByRole('heading', { level: 1, name: 'О проекте' }) : page.getByRole('heading', { name: 'Страница не найдена' });
        await page.goto(PROBE.path);
        await expect(expected).toBeVisible({ timeout: AREA_LOAD_MS });
        // by a link from another page, in the same document
        await page.goto('/tours');
        await expect(page.locator('[data-area-page="mf-tours"]')).toBeAttached({ timeout: AREA_LOAD_MS });
        await new ShellPage(page).navigateInApp(PROBE.path);
        await expect(expected).toBeVisible({ timeout: AREA_LOAD_MS });
      }
      await inCanary.context().close();
      await onLive.context().close();
    } finally {
      expect(releaseCommand('abort', AREA).code).toBe(0);
    }
  });

  test('a fifth area, registered at run time with no shell build, serves its page', async ({ shell, page, request }) => {
    test.setTimeout(180_000);
    const fifthBuilds = probeBuilds(['first']);
    const shellBefore = distSnapshot(path.join(repoRoot, 'shell', 'dist'));
    expect((await request.get(FIFTH.path)).status()).toBe(404);

    const { code, output } = releaseCommand('release', FIFTH.area, '--from', fifthBuilds.first, '--new');
    fifthBuilds.remove(); // the release keeps a copy
    expect(code, output).toBe(0);
    expect(localRegistry().routes?.[FIFTH.area]?.map((route) => route.key)).toEqual([FIFTH.key]);
    expect((await request.get(FIFTH.path)).status()).toBe(200);
    await shell.goto(FIFTH.path);
    const fifth = page.locator(`[data-area-page="${FIFTH.area}"][data-route-name="${FIFTH.key}"]`);
    await expect(fifth.getByRole('heading', { level: 1, name: FIFTH.heading })).toBeVisible({ timeout: AREA_LOAD_MS });
    await expect(page).toHaveTitle(new RegExp(FIFTH.heading));
    // its link into another area, in-app
    await shell.markDocument();
    await fifth.getByRole('link', { name: 'О проекте' }).click();
    await expect(page.locator('[data-area-page="mf-content"]').getByRole('heading', { level: 1, name: 'О проекте' })).toBeVisible({ timeout: AREA_LOAD_MS });
    await shell.expectSameDocument();
    expect(distSnapshot(path.join(repoRoot, 'shell', 'dist'))).toEqual(shellBefore);
  });
});
