// The profile area's two budgets in Chromium on the local platform (or E2E_BASE_URL), printed, not judged: gzip JS the area adds
// to each profile route on a cold cache (≤ 60 KB), and from the route's code arriving to 20 orders on screen (median ≤ 300 ms).
// `pnpm --filter e2e bench:profile`.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startPlatform } from '../../tooling/serve-platform.mjs';
import { chromiumLaunchOptions } from '../../tooling/chromium.mjs';
import { apiBaseOf, createAccount, uniqueEmail } from '../support/frame/frame-api';
import { baseUrl, isLocalPlatform } from '../support/platform';
import { TravellerApi } from '../support/profile/profile-api';

const ADDED_JS_BUDGET_KB = 60;
const FIRST_PAGE_BUDGET_MS = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

async function platformAnswers(): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/remotes.json`)).ok;
  } catch {
    return false;
  }
}

/** Profile routes with a signed-in user whose list has at least one page of orders. */
async function prepareTraveller(browser: Browser) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  const apiBase = await apiBaseOf(context.request);
  const email = uniqueEmail('bench');
  const token = await createAccount(page, apiBase, email, 'bench-password-1');
  const api = await TravellerApi.of(page, apiBase, token);
  const [orderUuid] = await api.bookOrders(22, email);
  await api.payOrder(orderUuid!);
  await context.close();
  return { token, orderUuid: orderUuid! };
}

async function signedInPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  await context.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('cookie_consent', new Date().toISOString());
  }, token);
  return context.newPage();
}

/** The profile remote's origin, from the deployment's own registry. */
async function profileOrigin(): Promise<string> {
  const registry = (await (await fetch(`${baseUrl}/remotes.json`)).json()) as { remotes: Record<string, string> };
  return new URL(registry.remotes['mf-profile']!).origin;
}

async function addedJs(browser: Browser, token: string, path: string, origin: string) {
  const page = await signedInPage(browser, token);
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(origin)) bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(path, { waitUntil: 'load' });
  await page.locator('[data-area-page="mf-profile"] h1').first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(bodies);
  await page.context().close();
  return {
    files: files.length,
    raw: files.reduce((sum, body) => sum + body.length, 0),
    gzip: files.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  };
}

interface FirstPage {
  /** Code arrived → 20 orders on screen: the budgeted figure. */
  total: number;
  /** Code arrived → the first page's request sent (session check, mounting). */
  requestSent: number;
  /** Code arrived → its answer fully received. */
  answered: number;
}

async function firstPage(browser: Browser, token: string, origin: string): Promise<FirstPage> {
  const page = await signedInPage(browser, token);
  // the moment the 20th order is in the DOM, on the page's own clock
  await page.addInitScript(() => {
    const mark = window as unknown as { __twentyOrdersAt?: number };
    new MutationObserver((_, observer) => {
      if (document.querySelectorAll('[data-order-uuid]').length >= 20) {
        mark.__twentyOrdersAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/profile/orders');
  await page.waitForFunction(() => (window as unknown as { __twentyOrdersAt?: number }).__twentyOrdersAt !== undefined, null, { timeout: 20_000 });
  const figures = await page.evaluate((profile) => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const codeArrived = Math.max(
      ...resources.filter((entry) => entry.name.startsWith(profile) && entry.name.endsWith('.js')).map((entry) => entry.responseEnd),
    );
    // the API allows the Timing-Allow-Origin-less view only: startTime and responseEnd are always exposed
    const ordersCall = resources.find((entry) => entry.name.includes('/profile/orders?'));
    return {
      total: (window as unknown as { __twentyOrdersAt: number }).__twentyOrdersAt - codeArrived,
      requestSent: (ordersCall?.startTime ?? Number.NaN) - codeArrived,
      answered: (ordersCall?.responseEnd ?? Number.NaN) - codeArrived,
    };
  }, origin);
  await page.context().close();
  return figures;
}

const platform = isLocalPlatform && !(await platformAnswers()) ? await startPlatform({ log: () => undefined }) : undefined;
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const origin = await profileOrigin();
  const { token, orderUuid } = await prepareTraveller(browser);
  const routes = [
    ['profileMain', '/profile'],
    ['profileOrdersList', '/profile/orders'],
    ['profileOrderView', `/profile/orders/${orderUuid}`],
    ['profileOrderPaidFeatures', `/profile/orders/${orderUuid}/features`],
    ['profilePassengers', '/profile/passengers'],
    ['profileEdit', '/profile/edit'],
  ] as const;
  const sizes = [];
  for (const [route, path] of routes) {
    const size = await addedJs(browser, token, path, origin);
    sizes.push({
      route,
      files: size.files,
      'raw KB': +(size.raw / 1024).toFixed(1),
      'gzip KB': +(size.gzip / 1024).toFixed(1),
      [`≤ ${ADDED_JS_BUDGET_KB} KB`]: size.gzip / 1024 <= ADDED_JS_BUDGET_KB ? 'yes' : 'NO',
    });
  }
  console.log(`\nJS the profile area adds to each route (cold cache, ${origin}):`);
  console.table(sizes);

  const runs: FirstPage[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await firstPage(browser, token, origin));
  const median = (pick: (run: FirstPage) => number) => runs.map(pick).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  const totals = runs.map((run) => run.total).sort((a, b) => a - b);
  console.log(`\nFirst page of 20 orders after the route's code arrived, ${RUNS} cold loads (medians):`);
  console.log(`  request sent after ${median((run) => run.requestSent).toFixed(0)} ms, answer in after ${median((run) => run.answered).toFixed(0)} ms`);
  console.log(
    `  20 orders on screen after ${median((run) => run.total).toFixed(0)} ms (min ${totals[0]!.toFixed(0)}, max ${totals.at(-1)!.toFixed(0)}; budget ≤ ${FIRST_PAGE_BUDGET_MS} ms: ${median((run) => run.total) <= FIRST_PAGE_BUDGET_MS ? 'yes' : 'NO'})`,
  );
} finally {
  await browser.close();
  await platform?.stop();
}
