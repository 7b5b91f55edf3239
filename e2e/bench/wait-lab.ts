// The lab's wait figures (traveller-waits.ts) for every page, server shape, visit and build: the
// builds of one shape run side by side and take turns per run, so load from elsewhere on the
// machine hits both alike. Judged against perf-budgets.json `travellerWaits`.
import type { Browser } from '@playwright/test';
import { medianOf } from './lighthouse-run';
import { bookingOfferId, demoTravellerWithOrder, searchStringFromToday } from './bench-pages';
import type { LabPlatform, ServerShape } from './lab-platforms';
import { measureWait, waitPages, type Visit, type WaitFigures, type WaitPage } from './traveller-waits';

export interface WaitBudgets {
  search: { firstResultRowMs: number; firstResultsKb: number };
  booking: { tbtMs: number; inpMs: number };
  hotel: { lcpMs: number };
  'tours-results': { firstHotelCardMs: number };
  orders: { firstOrderRowMs: number };
}

export interface WaitResult {
  page: WaitPage['label'];
  path: string;
  shape: ServerShape;
  visit: Visit;
  build: string;
  runs: WaitFigures[];
}

/** A tour search a month ahead from Moscow (its results are the tours page's first hotel card). */
function toursQuery(today = new Date()): string {
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return `from=MOW&destination=country-3&dateFrom=${day(30)}&dateTo=${day(37)}&nightsFrom=7&nightsTo=10&adults=2`;
}

export async function measureWaits(options: {
  browser: Browser;
  shape: ServerShape;
  builds: Array<{ name: string; platform: LabPlatform }>;
  runs: number;
  labels?: Set<string>;
  log: (line: string) => void;
}): Promise<WaitResult[]> {
  const searchString = searchStringFromToday();
  const query = toursQuery();
  const pagesOf = new Map<string, WaitPage[]>();
  for (const { name, platform } of options.builds) {
    const [offerId, token] = await Promise.all([
      bookingOfferId(platform.apiOrigin, searchString),
      demoTravellerWithOrder(platform.apiOrigin).catch((error: Error) => {
        options.log(`${name} ${options.shape}: no signed-in traveller with an order (${error.message}); the order list is measured signed out`);
        return undefined;
      }),
    ]);
    pagesOf.set(
      name,
      waitPages({ searchString, offerId, token, toursQuery: query }).filter((page) => !options.labels || options.labels.has(page.label)),
    );
  }
  const results: WaitResult[] = [];
  const first = pagesOf.get(options.builds[0]!.name)!;
  for (const [index, template] of first.entries()) {
    for (const visit of ['first', 'returning'] as const) {
      const rows = options.builds.map(({ name }) => {
        const page = pagesOf.get(name)![index]!;
        const row: WaitResult = { page: page.label, path: template.path, shape: options.shape, visit, build: name, runs: [] };
        results.push(row);
        return { row, page };
      });
      for (let run = 0; run < options.runs; run += 1) {
        for (const [buildIndex, { row, page }] of rows.entries()) {
          const origin = options.builds[buildIndex]!.platform.origin;
          const figures = await measureWait(options.browser, origin, page, visit).catch((error: Error) => {
            options.log(`${row.build} ${options.shape} ${page.label} ${visit}: ${error.message.split('\n')[0]}`);
            return { tbtMs: Number.NaN } satisfies WaitFigures;
          });
          row.runs.push(figures);
        }
      }
      for (const { row } of rows) options.log(`${row.build} ${row.shape} ${row.page} ${row.visit}: ${summary(row)}`);
    }
  }
  return results;
}

const median = (values: Array<number | undefined>) => {
  const known = values.filter((value): value is number => value !== undefined && !Number.isNaN(value));
  return known.length ? medianOf(known) : undefined;
};
const seconds = (ms: number | undefined) => (ms === undefined ? '–' : (ms / 1000).toFixed(2));
const whole = (value: number | undefined) => (value === undefined ? '–' : String(Math.round(value)));

/** The figure a page is waited on, median over the runs. */
export function waitOf(row: WaitResult): number | undefined {
  return median(row.runs.map((run) => run.waitMs));
}

function summary(row: WaitResult): string {
  const bytes = row.runs.find((run) => run.firstResultsBytes)?.firstResultsBytes;
  return [
    `wait ${seconds(waitOf(row))} s (${row.runs.map((run) => seconds(run.waitMs)).join(', ')})`,
    `TBT ${whole(median(row.runs.map((run) => run.tbtMs)))} ms`,
    row.page === 'booking' ? `INP ${whole(median(row.runs.map((run) => run.inpMs)))} ms` : '',
    bytes ? `first results ${(bytes.encoded / 1024).toFixed(1)} KB sent, ${(bytes.decoded / 1024).toFixed(1)} KB parsed` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The figures of one row against its budgets: [figure, budget, measured] for the report. */
function judged(row: WaitResult, budgets: WaitBudgets): Array<[string, number, number | undefined]> {
  const bytes = row.runs.find((run) => run.firstResultsBytes)?.firstResultsBytes;
  switch (row.page) {
    case 'search':
      return [
        ['first result row ms', budgets.search.firstResultRowMs, waitOf(row)],
        ['first results answer KB sent', budgets.search.firstResultsKb, bytes && bytes.encoded / 1024],
      ];
    case 'booking':
      return [
        ['TBT ms', budgets.booking.tbtMs, median(row.runs.map((run) => run.tbtMs))],
        ['INP ms', budgets.booking.inpMs, median(row.runs.map((run) => run.inpMs))],
      ];
    case 'hotel':
      return [[`hero photo ms (seen by ${row.runs.map((run) => run.photoSeenBy ?? '–').join(', ')})`, budgets.hotel.lcpMs, waitOf(row)]];
    case 'tours-results':
      return [['first hotel card ms', budgets['tours-results'].firstHotelCardMs, waitOf(row)]];
    case 'orders':
      return [['first order row ms', budgets.orders.firstOrderRowMs, waitOf(row)]];
    case 'home':
      // no budget of its own: read beside the "before" build, which it must not be slower than
      return [];
  }
}

export function waitsMarkdown(results: WaitResult[], budgets: WaitBudgets, runs: number): string[] {
  const lines = [
    '',
    `## What travellers wait for (Chromium, 4× CPU, 150 ms RTT, 1.6 Mbps, 412×823; median of ${runs})`,
    '',
    '`start` = `npm start` (static servers, one API on its embedded database); `nginx` = `npm run production` (nginx, two API processes, PostgreSQL).',
    "First visit: nothing stored; returning: cookie consent stored (the notice does not paint). Wait: navigation → the page's user-timing mark (hotel: the photo's LCP entry, or the frame after it loaded when text is the LCP).",
    '',
    '| page | server | visit | build | wait s | each run s | requests before | first results KB sent / parsed | TBT ms | INP ms | LCP s | LCP element |',
    '| --- | --- | --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of results) {
    const bytes = row.runs.find((run) => run.firstResultsBytes)?.firstResultsBytes;
    const element = row.runs.map((run) => run.lcpElement).find(Boolean) ?? '–';
    lines.push(
      `| ${row.page} | ${row.shape} | ${row.visit} | ${row.build} | ${seconds(waitOf(row))} | ${row.runs.map((run) => seconds(run.waitMs)).join(', ')} | ${whole(median(row.runs.map((run) => run.requestsBefore)))} | ${bytes ? `${(bytes.encoded / 1024).toFixed(1)} / ${(bytes.decoded / 1024).toFixed(1)}` : '–'} | ${whole(median(row.runs.map((run) => run.tbtMs)))} | ${row.page === 'booking' ? whole(median(row.runs.map((run) => run.inpMs))) : '–'} | ${seconds(median(row.runs.map((run) => run.lcpMs)))} | ${element.replace(/https?:\/\/[^/ ]+/, '').slice(0, 60)} |`,
    );
  }
  lines.push(
    '',
    '### Wait budgets (perf-budgets.json travellerWaits)',
    '',
    '| page | server | visit | build | figure | budget | measured | |',
    '| --- | --- | --- | --- | --- | ---: | ---: | --- |',
  );
  for (const row of results) {
    for (const [figure, budget, measured] of judged(row, budgets)) {
      const verdict = measured === undefined ? 'not measured' : measured <= budget ? 'ok' : '**over**';
      lines.push(
        `| ${row.page} | ${row.shape} | ${row.visit} | ${row.build} | ${figure} | ${budget} | ${measured === undefined ? '–' : Math.round(measured * 10) / 10} | ${verdict} |`,
      );
    }
  }
  return lines;
}
