// What a cold browser downloads for `/` and one route of each area: JavaScript bytes (raw and
// gzip) and request counts, measured by driving Chromium, not by summing files in dist/.
// `pnpm --filter e2e bundle-report` (E2E_BASE_URL to measure another deployment).
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { startPlatform } from '../../tooling/serve-platform.mjs';
import { baseUrl, isLocalPlatform } from '../support/platform';

const pages = [
  { label: 'home (mf-avia)', path: '/' },
  { label: 'search (mf-avia)', path: '/search/MOW2512LED30121' },
  { label: 'orders (mf-profile)', path: '/profile/orders' },
  { label: 'tours (mf-tours)', path: '/tours' },
  { label: 'about (mf-content)', path: '/about' },
];

interface Measurement {
  label: string;
  path: string;
  jsRequests: number;
  jsRaw: number;
  jsGzip: number;
  jsTransferred: number;
  allRequests: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(browser: import('@playwright/test').Browser, label: string, path: string): Promise<Measurement> {
  // a fresh context per page: empty HTTP cache, like a first visit
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Promise<{ url: string; raw: number; gzip: number; transferred: number }>[] = [];
  let allRequests = 0;
  page.on('request', () => {
    allRequests += 1;
  });
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response.request().sizes().catch(() => ({ responseBodySize: body.length }));
        return { url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length, transferred: sizes.responseBodySize };
      })(),
    );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await page.locator('[data-area-page]').first().waitFor({ state: 'attached', timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts);
  await context.close();
  // BUNDLE_REPORT_VERBOSE=1 lists every script, largest first, to see what a page pays for
  if (process.env.BUNDLE_REPORT_VERBOSE) {
    console.log(`\n${label} ${path}`);
    for (const size of [...sizes].sort((a, b) => b.raw - a.raw)) console.log(`  ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)}  ${size.url}`);
  }
  return {
    label,
    path,
    jsRequests: sizes.length,
    jsRaw: sizes.reduce((sum, size) => sum + size.raw, 0),
    jsGzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
    jsTransferred: sizes.reduce((sum, size) => sum + size.transferred, 0),
    allRequests,
  };
}

const platform = isLocalPlatform ? await startPlatform({ log: () => undefined }) : undefined;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
try {
  const results: Measurement[] = [];
  for (const { label, path } of pages) results.push(await measure(browser, label, path));
  console.log(`\nCold-cache JavaScript per page at ${baseUrl}\n`);
  console.table(
    results.map((result) => ({
      page: `${result.label} ${result.path}`,
      'JS requests': result.jsRequests,
      'JS raw': kb(result.jsRaw),
      'JS gzip -9': kb(result.jsGzip),
      'JS on the wire': kb(result.jsTransferred),
      'all requests': result.allRequests,
    })),
  );
} finally {
  await browser.close();
  await platform?.stop();
}
