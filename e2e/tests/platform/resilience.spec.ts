import type { Page, Route } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { remoteNames, sampleRouteOfRemote, type RemoteName } from '../../support/route-samples';

type Failure = 'aborted' | '500' | 'delayed';

async function remoteLoadTimeoutMs(page: Page): Promise<number> {
  const response = await page.request.get('/config.json');
  const config = (await response.json().catch(() => ({}))) as { remoteLoadTimeoutMs?: number };
  return config.remoteLoadTimeoutMs ?? 5000;
}

function failingHandler(failure: Failure, hangMs: number) {
  return async (route: Route) => {
    if (failure === 'aborted') return route.abort('connectionrefused');
    if (failure === '500') return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    // the area's code delayed past the shell's wait, then answered normally (the late answer must not break
    // anything). Not its stylesheet: a server-rendered page links it in its head, which holds the shell's own
    // code back until it is in, while the page's preloads of the area's code leave at once (tooling/page-render.mjs):
    // delayed alike, the code would be there as soon as the shell started waiting.
    if (route.request().resourceType() === 'stylesheet') return route.continue();
    await new Promise((resolve) => setTimeout(resolve, hangMs));
    return route.continue().catch(() => undefined);
  };
}

const failures: Failure[] = ['aborted', '500', 'delayed'];

for (const remote of remoteNames) {
  for (const failure of failures) {
    test(`${remote} ${failure}: frame stays, fallback shows, 'Повторить' recovers without reload`, async ({ shell, page, health }) => {
      const route = sampleRouteOfRemote[remote];
      const timeoutMs = await remoteLoadTimeoutMs(page);
      test.setTimeout(timeoutMs * 2 + 30_000);
      // Everything the area serves: its origin, or its path prefix when the site is one origin.
      const remoteBase = new URL('.', await shell.manifestUrlOf(remote)).href;
      const pattern = `${remoteBase}**`;
      await page.route(pattern, failingHandler(failure, timeoutMs + 3000));

      await shell.goto(route.url);
      await expect(shell.fallback).toBeVisible({ timeout: timeoutMs + 5000 });
      await expect(shell.retryButton).toBeVisible();
      await shell.expectFrameVisible();
      expect(await health.preloadErrorCount()).toBeGreaterThanOrEqual(1);
      await shell.markDocument();

      // another area keeps working while this one is down
      const other = sampleRouteOfRemote[remoteNames.find((name) => name !== remote) as RemoteName];
      await shell.navigateInApp(other.url);
      await shell.expectRouteRendered(other.owner, other.name);
      await shell.navigateInApp(route.url);
      await expect(shell.fallback).toBeVisible();

      // the area comes back: retry loads it in the same document
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await shell.retryButton.click();
      await shell.expectRouteRendered(route.owner, route.name);
      await shell.expectFrameVisible();
      await shell.expectSameDocument();
    });
  }
}

test('an area on a shell that lends no federation bundler runtime: frame stays, fallback shows, the area starts once it is lent', async ({
  shell,
  page,
  health,
}) => {
  // The areas' production builds borrow the shell's bundler runtime (tooling/federation-runtime); a shell
  // built before the loan would not lend it. Here the shell's loan is hidden until the test lends it.
  await page.addInitScript((globalName) => {
    let lent: unknown;
    const scope = globalThis as unknown as { __e2eLend: boolean };
    scope.__e2eLend = false;
    Object.defineProperty(globalThis, globalName, {
      configurable: true,
      get: () => (scope.__e2eLend ? lent : undefined),
      set: (value) => {
        lent = value;
      },
    });
  }, '_FEDERATION_BUNDLER_RUNTIME');
  const route = sampleRouteOfRemote['mf-tours'];
  await shell.goto(route.url);
  await expect(shell.fallback).toBeVisible();
  await expect(shell.retryButton).toBeVisible();
  await shell.expectFrameVisible();
  // the area said why, and nothing else broke
  expect(health.pageErrors).toEqual([`_FEDERATION_BUNDLER_RUNTIME is missing: this remoteEntry.js starts only inside the shell's production page`]);
  health.pageErrors.length = 0;
  await shell.markDocument();

  await page.evaluate(() => {
    (globalThis as unknown as { __e2eLend: boolean }).__e2eLend = true;
  });
  await shell.retryButton.click();
  await shell.expectRouteRendered(route.owner, route.name);
  await shell.expectSameDocument();
});

for (const remote of remoteNames) {
  test(`${remote}: its manifest loads, its scripts are refused; once they are back the first 'Повторить' renders the area`, async ({ shell, page }) => {
    const route = sampleRouteOfRemote[remote];
    const timeoutMs = await remoteLoadTimeoutMs(page);
    test.setTimeout(timeoutMs * 2 + 30_000);
    const remoteBase = new URL('.', await shell.manifestUrlOf(remote)).href;
    // a flaky connection: the manifest (JSON) arrives, every script of the area is refused
    await page.route(`${remoteBase}**/*.js`, (request) => request.abort('connectionrefused'));

    await shell.goto(route.url);
    await expect(shell.fallback).toBeVisible({ timeout: timeoutMs + 5000 });
    await shell.markDocument();

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const scriptsAsked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(remoteBase) && request.url().endsWith('.js')) scriptsAsked.push(request.url());
    });
    await shell.retryButton.click();
    // the first click, not the second: the area's scripts are asked for again and the page renders
    await expect(shell.routedPage(route.owner, route.name)).toBeAttached({ timeout: timeoutMs + 5000 });
    await expect(shell.fallback).toHaveCount(0);
    expect(scriptsAsked.length, 'the area’s scripts were asked for again').toBeGreaterThan(0);
    await shell.expectSameDocument();
  });
}
