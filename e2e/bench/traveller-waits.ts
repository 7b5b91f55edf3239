// What a traveller waits for on each product page, in Chromium on Lighthouse's mobile profile: the paint mark of a page's first
// result, the hotel photo's LCP, booking's TBT and INP of typing. A build without marks (an older "before") gets them from outside:
// the animation frame after the element appears.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { PAINT_MARKS, type PaintMarkName } from 'shared/paint-marks';
import { STORAGE_KEYS } from 'shared/storage-keys';
import { emulateMobileNetwork, mobileViewport } from './cold-load';

export type Visit = 'first' | 'returning';

export interface WaitPage {
  label: 'home' | 'search' | 'booking' | 'hotel' | 'tours-results' | 'orders';
  path: string;
  /** the mark that ends the wait, and the element that stands for it in a build without marks (or on a page that sets none) */
  mark?: { name: PaintMarkName | 'home-heading'; selector: string };
  /** the photo whose paint is the wait: its LCP entry, or (when text outgrows it) the frame after it loaded */
  photo?: string;
  /** booking: type a name and choose a document type, for INP */
  interact?: (page: Page) => Promise<void>;
  /** a token put in storage before the visit (the profile) */
  token?: string;
}

export interface WaitFigures {
  /** navigation → the mark (or LCP on the hotel page); undefined when it never came */
  waitMs?: number;
  /** requests started before the mark */
  requestsBefore?: number;
  /** search: the first answer that carried results, as sent (encoded) and as parsed */
  firstResultsBytes?: { encoded: number; decoded: number; url: string };
  lcpMs?: number;
  lcpElement?: string;
  /** the hotel page: how the photo's time was seen (`lcp` entry or `load`, the frame after it loaded) */
  photoSeenBy?: 'lcp' | 'load';
  /** long tasks' time over 50 ms, from the first paint to the end of the visit */
  tbtMs: number;
  /** the slowest interaction (the INP of a short scripted visit) */
  inpMs?: number;
}

/** The Lighthouse mobile profile: its network (cold-load.ts) and 4× CPU, through the DevTools protocol. */
async function emulateMidPhone(page: Page) {
  const cdp = await emulateMobileNetwork(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** `BENCH_CPU_PROFILE=<dir>`: each visit's CPU profile (load and interaction) written there, for DevTools or `summarise-cpu-profile.mjs`. */
async function startCpuProfile(cdp: Awaited<ReturnType<typeof emulateMidPhone>>): Promise<(name: string) => Promise<void>> {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return async () => undefined;
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async (name) => {
    const { profile } = await cdp.send('Profiler.stop');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${name}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
  };
}

/** Runs in the page before its scripts: observers for long tasks, LCP, interactions and the fallback mark. */
function observePage({ fallback, photo }: { fallback: { name: string; selector: string } | null; photo: string | null }) {
  const state = {
    longTasks: [] as Array<{ start: number; duration: number }>,
    lcp: null as null | { at: number; element: string },
    photoLcp: null as null | number,
    photoLoaded: null as null | number,
    inp: 0,
  };
  (window as unknown as { __waits: typeof state }).__waits = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null; url?: string }>) {
      state.lcp = { at: entry.startTime, element: entry.element ? `${entry.element.tagName.toLowerCase()}${entry.url ? ` ${entry.url}` : ''}` : '?' };
      if (photo && entry.element?.matches(photo)) state.photoLcp = entry.startTime;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) {
      if (entry.interactionId) state.inp = Math.max(state.inp, entry.duration);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  if (photo) {
    const seen = new WeakSet<Element>();
    const photoObserver = new MutationObserver(() => {
      const image = document.querySelector<HTMLImageElement>(photo);
      if (!image || seen.has(image)) return;
      seen.add(image);
      // no function held in a named constant here: tsx wraps those in its __name helper, which the page lacks
      const loaded =
        image.complete && image.naturalWidth > 0 ? Promise.resolve() : new Promise((settled) => image.addEventListener('load', settled, { once: true }));
      void loaded.then(() => requestAnimationFrame(() => (state.photoLoaded ??= performance.now())));
    });
    photoObserver.observe(document, { childList: true, subtree: true });
  }
  if (!fallback) return;
  const observer = new MutationObserver(() => {
    if (!document.querySelector(fallback.selector)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      if (performance.getEntriesByName(fallback.name, 'mark').length === 0) performance.mark(fallback.name);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

export async function measureWait(browser: Browser, origin: string, target: WaitPage, visit: Visit): Promise<WaitFigures> {
  const context = await browser.newContext({ viewport: mobileViewport, isMobile: true, hasTouch: true, locale: 'ru-RU' });
  try {
    const stored: Record<string, string> = {};
    if (visit === 'returning') stored[STORAGE_KEYS.cookieConsent] = new Date().toISOString();
    if (target.token) stored[STORAGE_KEYS.token] = target.token;
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, stored);
    await context.addInitScript(observePage, { fallback: target.mark ?? null, photo: target.photo ?? null });
    const page = await context.newPage();
    // an observer of the lab that throws leaves its figure out silently; say so
    page.on('pageerror', (error) => console.warn(`[wait ${target.label} ${visit}] page error: ${error.message}`));
    const stopCpuProfile = await startCpuProfile(await emulateMidPhone(page));
    const searchAnswers: Array<Promise<WaitFigures['firstResultsBytes']>> = [];
    page.on('response', (response) => {
      if (!/\/flights\/searches/.test(response.url()) || response.request().method() === 'OPTIONS') return;
      searchAnswers.push(
        response.body().then(
          async (body) => {
            const items = (JSON.parse(body.toString('utf8')) as { items?: unknown[] }).items;
            return items?.length ? { encoded: (await response.request().sizes()).responseBodySize, decoded: body.length, url: response.url() } : undefined;
          },
          () => undefined,
        ),
      );
    });
    await page.goto(`${origin}${target.path}`, { waitUntil: 'load', timeout: 90_000 });
    const figures: WaitFigures = { tbtMs: 0 };
    if (target.mark) {
      const name = target.mark.name;
      await page
        .waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, name, { timeout: 60_000, polling: 100 })
        .catch(() => undefined);
      const at = await page.evaluate((mark) => {
        const entry = performance.getEntriesByName(mark, 'mark')[0];
        if (!entry) return null;
        const started = performance.getEntriesByType('resource').filter((resource) => resource.startTime < entry.startTime).length;
        return { at: entry.startTime, requests: started + 1 };
      }, name);
      if (at) {
        figures.waitMs = at.at;
        figures.requestsBefore = at.requests;
      }
    }
    if (target.photo) {
      // the early photo can make the network go quiet before the area has rendered its own
      await page
        .waitForFunction(
          () => {
            const waits = (window as unknown as { __waits: { photoLcp: number | null; photoLoaded: number | null } }).__waits;
            return waits.photoLcp !== null || waits.photoLoaded !== null;
          },
          undefined,
          { timeout: 60_000, polling: 100 },
        )
        .catch(() => undefined);
    }
    if (target.interact) {
      await target.interact(page);
      await page.waitForTimeout(500);
    }
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    await stopCpuProfile(`${target.label}-${visit}-${new URL(origin).port}`);
    const seen = await page.evaluate(() => {
      const waits = (
        window as unknown as {
          __waits: {
            longTasks: Array<{ start: number; duration: number }>;
            lcp: null | { at: number; element: string };
            photoLcp: number | null;
            photoLoaded: number | null;
            inp: number;
          };
        }
      ).__waits;
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tbt = waits.longTasks.filter((task) => task.start + task.duration > firstPaint).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
      return { tbt, lcp: waits.lcp, inp: waits.inp, photoLcp: waits.photoLcp, photoLoaded: waits.photoLoaded };
    });
    figures.tbtMs = Math.round(seen.tbt);
    if (seen.lcp) {
      figures.lcpMs = seen.lcp.at;
      figures.lcpElement = seen.lcp.element;
    }
    if (target.photo) {
      figures.waitMs = seen.photoLcp ?? seen.photoLoaded ?? undefined;
      figures.photoSeenBy = seen.photoLcp !== null ? 'lcp' : seen.photoLoaded !== null ? 'load' : undefined;
    }
    if (target.interact) figures.inpMs = seen.inp;
    // the first answer that carried results, not the first answer
    figures.firstResultsBytes = (await Promise.all(searchAnswers)).find(Boolean);
    return figures;
  } finally {
    await context.close();
  }
}

/** Booking: the first passenger's surname typed key by key, then another document type chosen. */
async function typeNameAndChooseDocument(page: Page): Promise<void> {
  const surname = page.getByLabel('Фамилия').first();
  await surname.waitFor({ timeout: 60_000 });
  await surname.pressSequentially('IVANOV', { delay: 80 });
  await page.getByLabel('Документ').first().selectOption({ index: 1 });
}

/** The pages of the lab's wait figures; `offerId` and `token` come from a platform's own API (bench-pages.ts). */
export function waitPages(options: { searchString: string; offerId: string; token?: string; toursQuery: string }): WaitPage[] {
  return [
    // the area's own heading (the static frame has none): the page no longer needs its code for it once server rendering sends it
    { label: 'home', path: '/', mark: { name: 'home-heading', selector: '[data-area-page] h1' } },
    {
      label: 'search',
      path: `/search/${options.searchString}`,
      mark: { name: PAINT_MARKS.firstResultRow, selector: 'section[aria-labelledby="avia-results-title"] ol > li' },
    },
    { label: 'booking', path: `/avia/offers/${options.offerId}`, interact: typeNameAndChooseDocument },
    // the hero photo, as the server's HTML carries it (the tours area's, hydrated)
    { label: 'hotel', path: '/tours/hotels/1022', photo: '[data-area-page] img' },
    {
      label: 'tours-results',
      path: `/tours?${options.toursQuery}`,
      mark: { name: PAINT_MARKS.firstHotelCard, selector: '[aria-labelledby="tour-results-title"] > ul:not([aria-hidden]) > li' },
    },
    {
      label: 'orders',
      path: '/profile/orders',
      mark: { name: PAINT_MARKS.firstOrderRow, selector: '[data-area-page] section > ul[aria-labelledby] > li' },
      token: options.token,
    },
  ];
}
