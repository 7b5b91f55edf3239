// What a first visit downloads before a page is usable, measured in Chromium: JS bytes (gzip -9 and brotli q11 of each body, so
// the server's compression does not matter), requests, and the longest serial chain. For the lab and the CI budget test.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Page } from '@playwright/test';

/** The phone Lighthouse's mobile preset emulates (Moto G Power): the same layout in both measurements. */
export const mobileViewport = { width: 412, height: 823 };

/** Lighthouse's mobile network (150 ms RTT, 1.6 Mbps down, 750 Kbps up), through the DevTools protocol; returns the session. */
export async function emulateMobileNetwork(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return cdp;
}

export interface ColdLoad {
  path: string;
  /** every request until the area page is rendered and the network has been quiet for 500 ms */
  requests: number;
  /** requests started before the area page was in the DOM (its code had run) */
  requestsBeforeInteractive: number;
  jsRequests: number;
  jsRaw: number;
  jsGzip: number;
  jsBrotli: number;
  /** longest run of requests before interactive where each starts after the previous one finished */
  chainDepth: number;
  /** the chain itself, outermost first, for the report */
  chain: string[];
  scripts: Array<{ url: string; raw: number; gzip: number; brotli: number }>;
}

/** One request as the page's Resource Timing saw it (ms since navigation start). */
interface TimedRequest {
  url: string;
  startTime: number;
  responseEnd: number;
}

/**
 * The longest run of requests each starting after the previous finished: the round trips a first visit pays in turn (document →
 * main.js → config.json → …). Preloads in parallel do not add; an upper bound, as unrelated neighbours count as a link too.
 */
export function longestSerialChain(requests: TimedRequest[]): TimedRequest[] {
  const sorted = [...requests].sort((a, b) => a.startTime - b.startTime);
  const best: TimedRequest[][] = [];
  sorted.forEach((request, index) => {
    let chain: TimedRequest[] = [];
    for (let before = 0; before < index; before += 1) {
      const previous = sorted[before] as TimedRequest;
      const candidate = best[before] as TimedRequest[];
      if (previous.responseEnd <= request.startTime && candidate.length > chain.length) chain = candidate;
    }
    best.push([...chain, request]);
  });
  return best.reduce<TimedRequest[]>((longest, chain) => (chain.length > longest.length ? chain : longest), []);
}

const compressedSizes = (body: Buffer) => ({
  raw: body.length,
  gzip: gzipSync(body, { level: 9 }).length,
  brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

/** Loads `url` in a fresh context (empty cache) at phone size until an area page is rendered and the network quiet for 500 ms. */
export async function measureColdLoad(browser: Browser, origin: string, path: string): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport: mobileViewport, isMobile: true, hasTouch: true, locale: 'ru-RU' });
  // the moment an area page is in the DOM (its code has run): "interactive" for the request counts
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-area-page]')) return;
      (window as unknown as { __areaPageAt: number }).__areaPageAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  // Lighthouse's mobile network (150 ms RTT, 1.6 Mbps): on bare loopback every response is instant,
  // so independent requests would look serial; with real latency only true waits line up.
  await emulateMobileNetwork(page);
  const scripts: Array<Promise<ColdLoad['scripts'][number]>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then(
        (body) => ({ url: response.url(), ...compressedSizes(body) }),
        () => ({ url: response.url(), raw: 0, gzip: 0, brotli: 0 }),
      ),
    );
  });
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.locator('[data-area-page]').first().waitFor({ state: 'attached', timeout: 45_000 });
    // A request still open after 20 s (a long poll, a stuck preload) must not sink the whole lab: the
    // figures are what arrived until then, and the open requests are named.
    const open = new Map<string, number>();
    page.on('request', (request) => open.set(request.url(), (open.get(request.url()) ?? 0) + 1));
    const settle = (request: { url(): string }) => open.set(request.url(), (open.get(request.url()) ?? 1) - 1);
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {
      const stillOpen = [...open].filter(([, count]) => count > 0).map(([url]) => url);
      console.warn(
        `cold load of ${path}: the network never went quiet for 500 ms within 20 s; open: ${stillOpen.join(', ') || 'none seen after the page appeared'}`,
      );
    });
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const entries = [navigation, ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])];
      return {
        areaPageAt: (window as unknown as { __areaPageAt?: number }).__areaPageAt ?? Number.POSITIVE_INFINITY,
        requests: entries
          .filter((entry) => !entry.name.startsWith('data:'))
          .map((entry) => ({ url: entry.name, startTime: entry.startTime, responseEnd: entry.responseEnd })),
      };
    });
    const beforeInteractive = timing.requests.filter((request) => request.startTime < timing.areaPageAt);
    const chain = longestSerialChain(beforeInteractive);
    const measured = await Promise.all(scripts);
    return {
      path,
      requests: timing.requests.length,
      requestsBeforeInteractive: beforeInteractive.length,
      jsRequests: measured.length,
      jsRaw: measured.reduce((sum, script) => sum + script.raw, 0),
      jsGzip: measured.reduce((sum, script) => sum + script.gzip, 0),
      jsBrotli: measured.reduce((sum, script) => sum + script.brotli, 0),
      chainDepth: chain.length,
      chain: chain.map((request) => request.url.replace(origin, '')),
      scripts: measured.sort((a, b) => b.gzip - a.gzip),
    };
  } finally {
    await context.close();
  }
}
