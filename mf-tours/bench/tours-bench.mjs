#!/usr/bin/env node
// The tours area's cost to a visitor in Chromium: 1. the JS the tours routes add to the shell's cold load (gzip, budget 70 KB);
// 2. a hotel page's LCP at 4× CPU and "Slow 4G". `pnpm --filter mf-tours bench` after `pnpm -r --filter=!e2e build`; starts the
// local platform on the environment's ports unless BENCH_BASE_URL points at one. BENCH_RUNS (5) LCP runs per width.
/* global window -- page callbacks run in the browser */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../tooling/chromium.mjs';
import { platformOrigin } from '../../tooling/platform-ports.mjs';
import { startPlatform } from '../../tooling/serve-platform.mjs';

const BUDGET_KB = 70;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Chrome DevTools' "Slow 4G" preset: 562.5 ms RTT, 1.44 Mbit/s down, 675 kbit/s up. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };

const baseUrl = process.env.BENCH_BASE_URL?.replace(/\/+$/, '') ?? platformOrigin('shell');
const apiUrl = process.env.BENCH_API_URL ?? platformOrigin('api');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Every script a cold browser fetches for `path` until `ready` is on screen, with gzip sizes. */
async function scriptsOf(browser, path, ready) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => ({ url: response.url(), raw: 0, gzip: 0 }),
      ),
    );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  await context.close();
  return scripts;
}

const sum = (scripts, field) => scripts.reduce((total, script) => total + script[field], 0);

/** A hotel with tours from Moscow, found the way a visitor finds one: through the tour search. */
async function sampleHotelUrl() {
  const tomorrow = new Date(Date.now() + 3 * 3600_000 + 14 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 3 * 3600_000 + 20 * 86_400_000).toISOString().slice(0, 10);
  // The API signs its XSRF token: prime one as the browser does, then send it as cookie and header.
  const primed = await fetch(`${apiUrl}/xsrf`, { headers: { Origin: baseUrl } });
  const token = /XSRF-TOKEN=([^;]+)/.exec(primed.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const answer = await fetch(`${apiUrl}/tours/searches?wait=true`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'X-XSRF-TOKEN': token, Cookie: `XSRF-TOKEN=${token}` },
    body: JSON.stringify({
      departureCityCode: 'MOW',
      destination: { type: 'country', id: 1 },
      departureDateFrom: tomorrow,
      departureDateTo: to,
      nightsFrom: 7,
      nightsTo: 9,
      adults: 2,
      childrenAges: [],
    }),
  });
  if (!answer.ok) throw new Error(`tour search for the sample hotel: HTTP ${answer.status} ${await answer.text()}`);
  const { items } = await answer.json();
  const { hotel, cheapestTour } = items[0];
  return `/tours/hotels/${hotel.id}?from=MOW&date=${cheapestTour.departureDate}&nights=${cheapestTour.nights}&adults=2`;
}

/** One cold load of the hotel page under throttling: the last LCP entry once the gallery photo is in. */
async function hotelLcp(browser, url, device) {
  const context = await browser.newContext({ ...device, locale: 'ru-RU' });
  await context.addInitScript(() => {
    window.localStorage.setItem('cookie_consent', new Date().toISOString());
    const entries = [];
    window.__lcp = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        entries.push({
          time: entry.startTime,
          size: entry.size,
          tag: entry.element?.tagName ?? '',
          url: entry.url ?? '',
          id: entry.element?.closest('[data-gallery-index]') ? 'gallery' : (entry.element?.id ?? ''),
        });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const started = Date.now();
  await page.goto(`${baseUrl}${url}`, { waitUntil: 'load', timeout: 120_000 });
  await page.locator('[data-gallery-index] img[data-state="loaded"]').waitFor({ timeout: 120_000 });
  const galleryAt = Date.now() - started;
  await page.waitForTimeout(1500); // let a later, larger paint report itself
  const entries = await page.evaluate(() => window.__lcp);
  await context.close();
  const last = entries[entries.length - 1];
  return { lcp: last?.time ?? NaN, element: last ? `${last.tag.toLowerCase()}${last.id ? ` (${last.id})` : ''}` : 'none', galleryAt };
}

const platform = process.env.BENCH_BASE_URL ? undefined : await startPlatform({ log: () => undefined });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  // The shell alone: /login is the shell's own page, no area loads.
  const shell = await scriptsOf(browser, '/login', '[data-area-page="shell"]');
  const search = await scriptsOf(browser, '/tours', 'form[aria-label="Поиск туров"]');
  const hotelUrl = await sampleHotelUrl();
  const hotel = await scriptsOf(browser, hotelUrl, '[data-amenity-group]');
  const wishlist = await scriptsOf(browser, '/tours/wishlist', 'h1#wishlist-title');
  const shellGzip = sum(shell, 'gzip');
  console.log(`\nJavaScript of a cold load at ${baseUrl} (gzip level 9)\n`);
  const rows = [
    ['shell alone (/login)', shell],
    ['tour search (/tours)', search],
    ['hotel page', hotel],
    ['wishlist (/tours/wishlist)', wishlist],
  ].map(([page, scripts]) => ({
    page,
    requests: scripts.length,
    raw: kb(sum(scripts, 'raw')),
    gzip: kb(sum(scripts, 'gzip')),
    'added over the shell (gzip)': kb(sum(scripts, 'gzip') - shellGzip),
  }));
  console.table(rows);
  const added = sum(search, 'gzip') - shellGzip;
  console.log(
    `Tours route adds ${kb(added)} gzip over the shell's cold load (budget ${BUDGET_KB} KB): ${added <= BUDGET_KB * 1024 ? 'within budget' : 'OVER BUDGET'}`,
  );
  if (process.env.BENCH_VERBOSE) {
    const shellUrls = new Set(shell.map((script) => script.url));
    for (const script of search.filter((candidate) => !shellUrls.has(candidate.url)).sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${kb(script.gzip).padStart(9)}  ${script.url}`);
  }

  console.log(`\nLCP of ${hotelUrl}: ${CPU_SLOWDOWN}× CPU slowdown, Slow 4G (${SLOW_4G.latency} ms RTT), cold cache, ${RUNS} runs each\n`);
  for (const [label, device] of [
    ['phone 390×844 @2x', PHONE],
    ['desktop 1280×800', DESKTOP],
  ]) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await hotelLcp(browser, hotelUrl, device));
    const lcps = runs.map((run) => run.lcp);
    console.log(
      `${label}: LCP median ${(median(lcps) / 1000).toFixed(2)} s (min ${(Math.min(...lcps) / 1000).toFixed(2)}, max ${(Math.max(...lcps) / 1000).toFixed(2)}); LCP element: ${[...new Set(runs.map((run) => run.element))].join(', ')}; gallery photo loaded after ${(median(runs.map((run) => run.galleryAt)) / 1000).toFixed(2)} s`,
    );
  }
} finally {
  await browser.close();
  await platform?.stop();
}
