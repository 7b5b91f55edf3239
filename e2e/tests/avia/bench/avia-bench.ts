// Flights area benchmark on the built platform (not a test: it prints figures, it asserts nothing).
//   cd e2e && npx tsx tests/avia/bench/avia-bench.ts      (E2E_BASE_URL to measure another deployment)
// Prints: cold-cache JS (gzip) and requests of `/` and `/search/…`, what the calendar adds when
// opened, what the results route adds after the home page, submit → first result row and →
// complete, the time to apply a filter on a 400-result list under 4× CPU throttling, and what the
// booking route adds after the results page (react-hook-form and the passenger form load only there).
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startPlatform } from '../../../../tooling/serve-platform.mjs';
import { chromiumLaunchOptions } from '../../../../tooling/chromium.mjs';
import { baseUrl, isLocalPlatform } from '../../../support/platform';
import { createOffer } from '../booking-api';

const RUNS = Number(process.env.AVIA_BENCH_RUNS ?? 5);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${Math.round(value)} ms`;

function dateAhead(days: number): { ddmm: string; display: string } {
  const iso = new Date(Date.now() + 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { ddmm: `${d}${m}`, display: `${d}.${m}.${y}` };
}

/** Counts scripts (with their gzip size) and all requests a page makes from now on. */
function recordTraffic(page: Page) {
  const scripts: Promise<number>[] = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response
          .body()
          .then((body) => gzipSync(body, { level: 9 }).length)
          .catch(() => 0),
      );
  });
  const mark = () => ({ scripts: scripts.length, requests });
  const since = async (from: { scripts: number; requests: number }) => {
    const sizes = await Promise.all(scripts.slice(from.scripts));
    return { jsRequests: sizes.length, jsGzip: sizes.reduce((a, b) => a + b, 0), requests: requests - from.requests };
  };
  return { mark, since };
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('cookie_consent', new Date().toISOString()));
  // tsx keeps function names with an `__name` helper that the page does not have (evaluate callbacks).
  await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
  return context.newPage();
}

async function coldLoads(browser: Browser) {
  const home = await freshPage(browser);
  const homeTraffic = recordTraffic(home);
  await home.goto(`${baseUrl}/`);
  await home
    .getByRole('link', { name: /от .* ₽/ })
    .first()
    .waitFor({ timeout: 30_000 });
  await home.waitForLoadState('networkidle');
  const homeCold = await homeTraffic.since({ scripts: 0, requests: 0 });
  const beforeCalendar = homeTraffic.mark();
  await home.getByRole('button', { name: 'Туда: открыть календарь' }).click();
  await home.getByRole('dialog', { name: 'Туда' }).getByRole('grid').first().waitFor();
  await home.waitForLoadState('networkidle');
  const calendar = await homeTraffic.since(beforeCalendar);
  await home.context().close();

  // The results route after the home page (a client-side navigation, as a search from the form).

  const viaHome = await freshPage(browser);
  const viaTraffic = recordTraffic(viaHome);
  await viaHome.goto(`${baseUrl}/`);
  await viaHome.getByRole('combobox', { name: 'Откуда', exact: true }).waitFor({ timeout: 30_000 });
  await viaHome.waitForLoadState('networkidle');
  const afterHome = viaTraffic.mark();
  await viaHome.evaluate(
    (path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    `/search/MOW${dateAhead(21).ddmm}LED1`,
  );
  await viaHome.getByRole('region', { name: 'Варианты перелёта' }).locator('article').first().waitFor({ timeout: 30_000 });
  await viaHome.waitForLoadState('networkidle');
  const resultsAdded = await viaTraffic.since(afterHome);
  await viaHome.context().close();

  const search = await freshPage(browser);
  const searchTraffic = recordTraffic(search);
  await search.goto(`${baseUrl}/search/MOW${dateAhead(22).ddmm}LED1`);
  await search.getByRole('region', { name: 'Варианты перелёта' }).locator('article').first().waitFor({ timeout: 30_000 });
  await search.waitForLoadState('networkidle');
  const searchCold = await searchTraffic.since({ scripts: 0, requests: 0 });

  // The booking route after the results page (a client-side navigation, as choosing a fare).
  const searchString = `MOW${dateAhead(23).ddmm}LED110`;
  const { offerId } = await createOffer(search, searchString);
  const viaResults = await freshPage(browser);
  const bookingTraffic = recordTraffic(viaResults);
  await viaResults.goto(`${baseUrl}/search/${searchString}`);
  await viaResults.getByRole('region', { name: 'Варианты перелёта' }).locator('article').first().waitFor({ timeout: 30_000 });
  await viaResults.waitForLoadState('networkidle');
  const afterResults = bookingTraffic.mark();
  await viaResults.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/avia/offers/${offerId}`);
  await viaResults.getByRole('group', { name: 'Взрослый, пассажир 1' }).waitFor({ timeout: 30_000 });
  await viaResults.waitForLoadState('networkidle');
  const bookingAdded = await bookingTraffic.since(afterResults);
  await viaResults.context().close();
  await search.context().close();
  return { homeCold, calendar, resultsAdded, searchCold, bookingAdded };
}

/** Submit on the home page → first result row, and → the search complete (progress bar gone). */
async function searchTimings(browser: Browser) {
  const first: number[] = [];
  const complete: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await freshPage(browser);
    const day = dateAhead(30 + run);
    await page.goto(`${baseUrl}/`);
    const from = page.getByRole('combobox', { name: 'Откуда', exact: true });
    await from.fill('мос');
    await page
      .getByRole('option', { name: /^Москва/ })
      .first()
      .click();
    await page.getByRole('combobox', { name: 'Куда', exact: true }).fill('сочи');
    await page.getByRole('option', { name: /^Сочи/ }).first().click();
    await page.getByRole('textbox', { name: 'Туда', exact: true }).fill(day.display);
    await page.waitForLoadState('networkidle');
    const times = await page.evaluate(
      () =>
        new Promise<{ first: number; complete: number }>((resolve) => {
          const t0 = performance.now();
          let firstAt = 0;
          const check = () => {
            const row = document.querySelector('section[aria-labelledby="avia-results-title"] article');
            if (row && !firstAt) firstAt = performance.now() - t0;
            const done =
              firstAt &&
              !document.querySelector('[role="progressbar"]') &&
              // the calendar strip, or the no-results heading (the section's own title is always there)
              document.querySelector('[aria-label="Цены на соседние даты"], section[aria-labelledby="avia-results-title"] h2:not(#avia-results-title)');
            if (done) resolve({ first: firstAt, complete: performance.now() - t0 });
            else requestAnimationFrame(check);
          };
          (document.querySelector('button[type="submit"]') as HTMLButtonElement).click();
          requestAnimationFrame(check);
        }),
    );
    first.push(times.first);
    complete.push(times.complete);
    await page.context().close();
  }
  return { first, complete };
}

/** Toggles "Без пересадок" on a 400-result round trip under 4× CPU throttling: click → list repainted. */
async function filterTimings(browser: Browser) {
  const page = await freshPage(browser);
  await page.goto(`${baseUrl}/search/MOW${dateAhead(40).ddmm}AYT${dateAhead(47).ddmm}1`);
  await page.getByRole('navigation', { name: 'Цены на соседние даты' }).waitFor({ timeout: 60_000 });
  const total = await page.evaluate(() => document.querySelector('section[aria-labelledby="avia-results-title"] p[aria-hidden]')?.textContent ?? '');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const samples: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    samples.push(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const box = [...document.querySelectorAll<HTMLInputElement>('aside input[type="checkbox"]')].find((input) =>
              input.parentElement?.textContent?.includes('Без пересадок'),
            )!;
            const counter = document.querySelector('section[aria-labelledby="avia-results-title"] p[aria-hidden]')!;
            const before = counter.textContent;
            const t0 = performance.now();
            box.click();
            const wait = () => {
              // changed in the DOM, then one frame for the paint
              if (counter.textContent !== before) requestAnimationFrame(() => resolve(performance.now() - t0));
              else requestAnimationFrame(wait);
            };
            wait();
          }),
      ),
    );
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.context().close();
  return { total, samples };
}

const platform =
  isLocalPlatform &&
  !(await fetch(`${baseUrl}/remotes.json`)
    .then((r) => r.ok)
    .catch(() => false))
    ? await startPlatform({ log: () => undefined })
    : undefined;
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const loads = await coldLoads(browser);
  console.log(`\nFlights area at ${baseUrl} (${new Date().toISOString()})\n`);
  console.table({
    'cold / (home with the real form)': {
      'JS gzip': kb(loads.homeCold.jsGzip),
      'JS requests': loads.homeCold.jsRequests,
      'all requests': loads.homeCold.requests,
    },
    'calendar opened on /': { 'JS gzip': kb(loads.calendar.jsGzip), 'JS requests': loads.calendar.jsRequests, 'all requests': loads.calendar.requests },
    '/ → /search/… (added)': {
      'JS gzip': kb(loads.resultsAdded.jsGzip),
      'JS requests': loads.resultsAdded.jsRequests,
      'all requests': loads.resultsAdded.requests,
    },
    'cold /search/…': { 'JS gzip': kb(loads.searchCold.jsGzip), 'JS requests': loads.searchCold.jsRequests, 'all requests': loads.searchCold.requests },
    '/search/… → booking (added)': {
      'JS gzip': kb(loads.bookingAdded.jsGzip),
      'JS requests': loads.bookingAdded.jsRequests,
      'all requests': loads.bookingAdded.requests,
    },
  });
  console.log('budgets: / ≤ 170 KB, results added ≤ 60 KB, booking added ≤ 80 KB, filter ≤ 100 ms');
  const search = await searchTimings(browser);
  console.log(`submit → first result row: median ${ms(median(search.first))} (${search.first.map(ms).join(', ')})`);
  console.log(`submit → search complete:  median ${ms(median(search.complete))} (${search.complete.map(ms).join(', ')})`);
  const filter = await filterTimings(browser);
  console.log(
    `filter "Без пересадок" on ${filter.total} results, 4× CPU throttling: median ${ms(median(filter.samples))}, max ${ms(Math.max(...filter.samples))} (${filter.samples.map(ms).join(', ')})`,
  );
} finally {
  await browser.close();
  await platform?.stop();
}
