// The performance lab, `pnpm bench:web`: serves the built platform, the same pages as one ordinary bundle (.bench/one-bundle,
// rebuilt from today's sources each run) and, with BENCH_BASELINE_OUT_DIR, an older build beside it; prints and writes
// .bench/bench-web.{md,json}: cold JS bytes, requests, chain depth, the median of BENCH_LH_RUNS Lighthouse mobile runs, and what
// travellers wait for (wait-lab.ts) under both server shapes beside BENCH_BEFORE_CHECKOUT. Knobs: bench/README.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { platformHost, platformPort, platformPorts } from '../../tooling/platform-ports.mjs';
import { remoteNames, remotesRegistry, runtimeConfig, writeJsonAtomically } from '../../tooling/runtime-files.mjs';
import { serveStatic } from '../../tooling/serve-static.mjs';
import { startPlatform } from '../../tooling/serve-platform.mjs';
import { chromiumLaunchOptions } from '../../tooling/chromium.mjs';
import { repoRoot } from '../support/platform';
import { measureColdLoad, type ColdLoad } from './cold-load';
import { medianOf, medianRun, mediansOf, runLighthouse, type LighthouseFigures } from './lighthouse-run';
import { benchPages } from './bench-pages';
import { startLabPlatform, type LabPlatform, type ServerShape } from './lab-platforms';
import { measureWaits, waitsMarkdown, type WaitBudgets, type WaitResult } from './wait-lab';
import { routeTable } from 'shared/routes';
import { routeSamples } from '../support/route-samples';

type TargetName = 'before' | 'federated' | 'one-bundle';
interface PageResult {
  target: TargetName;
  label: string;
  path: string;
  cold: ColdLoad;
  /** the median run by LCP, each figure's own median (what budgets judge), and each run's TBT, whose spread on a shared machine is part of the figure */
  lighthouse?: LighthouseFigures & { runs: number; medians: LighthouseFigures; tbtEachMs: number[] };
}

const lighthouseRuns = Number(process.env.BENCH_LH_RUNS ?? 3);
/** Lighthouse on the one bundle only where the ratio is asked for: keeps the lab under 10 minutes. */
const oneBundleLighthousePaths = (process.env.BENCH_ONE_BUNDLE_LH ?? '/,/search/:searchString').split(',').filter(Boolean);
/** Lighthouse only on these paths (`all` for every page): its runs are slow, and `/` and `/about` carry its budgets. */
const lighthousePathsSetting = process.env.BENCH_LH_PATHS ?? '/,/about,/search/:searchString';
const lighthousePaths = lighthousePathsSetting === 'all' || lighthousePathsSetting === 'routes' ? undefined : lighthousePathsSetting.split(',');
/** `routes`: every route of product rules §2 (the route table) is loaded and gets Lighthouse, not only the lab's pages. */
const everyRoute = lighthousePathsSetting === 'routes';
const waitRuns = Number(process.env.BENCH_WAIT_RUNS ?? 3);
const waitShapes = (process.env.BENCH_WAIT_SERVERS ?? 'start,nginx').split(',').filter(Boolean) as ServerShape[];
const waitLabels = process.env.BENCH_WAIT_PAGES ? new Set(process.env.BENCH_WAIT_PAGES.split(',')) : undefined;
/** An older checkout, installed and built: its whole platform is the "before" of the wait figures. */
const beforeCheckout = process.env.BENCH_BEFORE_CHECKOUT ? path.resolve(process.env.BENCH_BEFORE_CHECKOUT) : undefined;

/** Whether a page's path is one of `patterns` (paths or route patterns such as `/search/:searchString`). */
function pathMatches(patterns: string[], pagePath: string): boolean {
  return patterns.some((pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/?]+')}$`).test(pagePath));
}
const baselineOutDir = process.env.BENCH_BASELINE_OUT_DIR;
const oneBundleDir = path.resolve(repoRoot, process.env.ONE_BUNDLE_DIR ?? '.bench/one-bundle');
const benchDir = path.join(repoRoot, '.bench');
const basePort = platformPort('shell');
const started = Date.now();
const log = (line: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);

/**
 * Every origin a page of the lab is served from: the API must answer all of them (CORS). Inside the
 * shell port's block of 20 (shell +0…+4, API +10): the baseline at +12…+16, the one bundle at +17.
 */
const labPorts = {
  before: (index: number) => basePort + 12 + index, // shell, then the four remotes
  oneBundle: basePort + 17,
  // whole platforms for the wait figures (lab-platforms.ts), clear of PG_PORT (+50)
  waits: { before: { start: basePort + 30, nginx: basePort + 70 }, after: { nginx: basePort + 60 } },
};
function allOrigins(): string[] {
  const ports = [...Object.values(platformPorts), ...[0, 1, 2, 3, 4].map(labPorts.before), labPorts.oneBundle];
  return ports.flatMap((port) => [`http://${platformHost}:${port}`, `http://localhost:${port}`]);
}

/** An older build of every app on its own ports, sharing today's API and served as `npm start` serves: the builds are compared, not the servers. */
async function serveBaseline(outDir: string) {
  const apps = ['shell', ...remoteNames] as const;
  const missing = apps.filter((app) => !existsSync(path.join(repoRoot, app, outDir)));
  if (missing.length > 0) throw new Error(`BENCH_BASELINE_OUT_DIR=${outDir}: missing in ${missing.join(', ')}`);
  const runtimeDir = path.join(benchDir, 'runtime', `before-${basePort}`);
  const origins = Object.fromEntries(remoteNames.map((name, index) => [name, `http://${platformHost}:${labPorts.before(index + 1)}`]));
  writeJsonAtomically(path.join(runtimeDir, 'remotes.json'), remotesRegistry({ origins, overrideOrigins: [] }));
  writeJsonAtomically(path.join(runtimeDir, 'config.json'), runtimeConfig(process.env));
  const servers = [
    await serveStatic({
      root: path.join(repoRoot, 'shell', outDir),
      port: labPorts.before(0),
      host: platformHost,
      spaFallback: true,
      runtimeDir,
    }),
  ];
  for (const [index, name] of remoteNames.entries()) {
    servers.push(await serveStatic({ root: path.join(repoRoot, name, outDir), port: labPorts.before(index + 1), host: platformHost, cors: true }));
  }
  return { origin: `http://${platformHost}:${labPorts.before(0)}`, stop: () => Promise.all(servers.map((server) => server.close())) };
}

async function serveOneBundle() {
  // Built on every run, never kept from an earlier one: a yardstick built from older sources measures
  // another site.
  log(`building the one-bundle variant from today's sources into ${path.relative(repoRoot, oneBundleDir)} (tooling/bench/build-one-bundle.mjs)`);
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'tooling', 'bench', 'build-one-bundle.mjs')], {
    stdio: 'inherit',
    env: { ...process.env, ONE_BUNDLE_DIR: oneBundleDir },
  });
  if (build.status !== 0) throw new Error('one-bundle build failed');
  const runtimeDir = path.join(benchDir, 'runtime', `one-bundle-${basePort}`);
  writeJsonAtomically(path.join(runtimeDir, 'config.json'), runtimeConfig(process.env));
  writeJsonAtomically(path.join(runtimeDir, 'remotes.json'), { remotes: {}, overrideOrigins: [] });
  const server = await serveStatic({
    root: oneBundleDir,
    port: labPorts.oneBundle,
    host: platformHost,
    spaFallback: true,
    runtimeDir,
  });
  return { origin: server.url, stop: server.close };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number | undefined) => (ms === undefined || Number.isNaN(ms) ? '–' : (ms / 1000).toFixed(2));
const ratio = (a: number | undefined, b: number | undefined) => (a && b ? (a / b).toFixed(2) : '–');

function markdown(results: PageResult[], meta: Record<string, string>): string {
  const lines = [
    `# Performance lab: ${meta.date}`,
    '',
    `Commit ${meta.commit}; ${meta.machine}; Lighthouse ${meta.lighthouse} mobile, devtools throttling, median of ${lighthouseRuns} (by LCP).`,
    'Cold JS = every script body a first visit downloads before the page is usable, compressed by the lab (gzip -9, brotli q11).',
    'Requests: before interactive = started before the area page was in the DOM; all = until the network has been quiet for 500 ms.',
    'Chain = the longest run of requests before interactive where each starts only after the previous one finished (serial round trips).',
    '',
    '| page | build | JS gzip KB | JS br KB | JS req | req. before interactive | req. all | chain | score | FCP s | LCP s | TBT ms | CLS | SI s | SEO |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const result of results) {
    const lh = result.lighthouse;
    lines.push(
      `| ${result.label} \`${result.path}\` | ${result.target} | ${kb(result.cold.jsGzip)} | ${kb(result.cold.jsBrotli)} | ${result.cold.jsRequests} | ${result.cold.requestsBeforeInteractive} | ${result.cold.requests} | ${result.cold.chainDepth} | ` +
        (lh
          ? `${Math.round(lh.score * 100)} | ${seconds(lh.fcpMs)} | ${seconds(lh.lcpMs)} | ${Math.round(lh.tbtMs)} | ${lh.cls.toFixed(3)} | ${seconds(lh.siMs)} | ${Math.round(lh.seo * 100)} |`
          : '– | – | – | – | – | – | – |'),
    );
  }
  const withLighthouse = results.filter((result) => result.lighthouse);
  if (withLighthouse.length) {
    lines.push('', '## TBT of every Lighthouse run (ms, in run order; median of them in brackets)', '');
    for (const result of withLighthouse) {
      const each = result.lighthouse!.tbtEachMs;
      lines.push(`- \`${result.path}\` ${result.target}: ${each.join(', ')} (${Math.round(medianOf(each))})`);
    }
  }
  lines.push('', '## Federated / one bundle', '', '| page | JS gzip | JS brotli | LCP |', '| --- | ---: | ---: | ---: |');
  for (const federated of results.filter((result) => result.target === 'federated')) {
    const single = results.find((result) => result.target === 'one-bundle' && result.path === federated.path);
    if (!single) continue;
    lines.push(
      `| \`${federated.path}\` | ${ratio(federated.cold.jsGzip, single.cold.jsGzip)} | ${ratio(federated.cold.jsBrotli, single.cold.jsBrotli)} | ${ratio(federated.lighthouse?.lcpMs, single.lighthouse?.lcpMs)} |`,
    );
  }
  lines.push(
    '',
    '## Budgets (perf-budgets.json), federated build',
    '',
    `Lighthouse figures: each figure's own median over the ${lighthouseRuns} runs (the table above shows the median run by LCP).`,
    '',
    '| page | figure | budget | measured | |',
    '| --- | --- | ---: | ---: | --- |',
  );
  const budgets = JSON.parse(readFileSync(path.join(repoRoot, 'perf-budgets.json'), 'utf8')) as {
    coldLoad: Record<string, { jsGzipKb: number; requestsBeforeInteractive: number; chainDepth: number }>;
    federatedOverOneBundle: Record<string, { jsGzip?: number; lcp?: number }>;
    lighthouseMobile: Record<string, { score: number; fcpMs: number; lcpMs: number; cls: number; tbtMs: number }>;
    lighthouseMobileEveryRoute: { score: number; cls: number; tbtMs: number };
  };
  const row = (page: string, figure: string, budget: number, measured: number | undefined, higherIsBetter = false) => {
    const verdict =
      measured === undefined || Number.isNaN(measured) ? 'not measured' : (higherIsBetter ? measured >= budget : measured <= budget) ? 'ok' : '**over**';
    lines.push(`| \`${page}\` | ${figure} | ${budget} | ${measured === undefined ? '–' : Number(measured.toFixed(3))} | ${verdict} |`);
  };
  const federatedAt = (page: string) => results.find((result) => result.target === 'federated' && result.path === page);
  for (const [page, budget] of Object.entries(budgets.coldLoad)) {
    const cold = federatedAt(page)?.cold;
    row(page, 'JS gzip KB', budget.jsGzipKb, cold && cold.jsGzip / 1024);
    row(page, 'requests before interactive', budget.requestsBeforeInteractive, cold?.requestsBeforeInteractive);
    row(page, 'chain depth', budget.chainDepth, cold?.chainDepth);
  }
  for (const [page, budget] of Object.entries(budgets.federatedOverOneBundle)) {
    if (page.startsWith('$')) continue;
    const single = results.find((result) => result.target === 'one-bundle' && pathMatches([page], result.path));
    const federated = results.find((result) => result.target === 'federated' && pathMatches([page], result.path));
    if (budget.jsGzip) row(page, 'JS gzip federated / one bundle', budget.jsGzip, federated && single ? federated.cold.jsGzip / single.cold.jsGzip : undefined);
    const lcpOf = (result: PageResult | undefined) => result?.lighthouse?.medians.lcpMs;
    if (budget.lcp) row(page, 'LCP federated / one bundle', budget.lcp, lcpOf(federated) && lcpOf(single) ? lcpOf(federated)! / lcpOf(single)! : undefined);
  }
  for (const [page, budget] of Object.entries(budgets.lighthouseMobile)) {
    const lh = federatedAt(page)?.lighthouse?.medians;
    row(page, 'Lighthouse score', budget.score, lh?.score, true);
    row(page, 'FCP ms', budget.fcpMs, lh?.fcpMs);
    row(page, 'LCP ms', budget.lcpMs, lh?.lcpMs);
    row(page, 'CLS', budget.cls, lh?.cls);
    row(page, 'TBT ms', budget.tbtMs, lh?.tbtMs);
  }
  const everyRouteBudget = budgets.lighthouseMobileEveryRoute;
  for (const result of results.filter((entry) => entry.target === 'federated' && entry.lighthouse && !budgets.lighthouseMobile[entry.path])) {
    const lh = result.lighthouse!.medians;
    row(result.path, 'Lighthouse score', everyRouteBudget.score, lh.score, true);
    row(result.path, 'CLS', everyRouteBudget.cls, lh.cls);
    row(result.path, 'TBT ms', everyRouteBudget.tbtMs, lh.tbtMs);
  }
  lines.push('', '## Longest chain per page (federated)', '');
  for (const result of results.filter((entry) => entry.target === 'federated')) lines.push(`- \`${result.path}\`: ${result.cold.chain.join(' → ')}`);
  return `${lines.join('\n')}\n`;
}

/** Every route of the route table (product rules §2) whose pattern none of the lab's pages matches, with a sample address. */
function otherRoutes(measured: string[]) {
  return routeSamples
    .filter((route) => !measured.some((pagePath) => pathMatches([routeTable[route.name].path], pagePath)))
    .map((route) => ({ label: route.name, path: route.name === 'toursHotel' ? '/tours/hotels/1022' : route.url }));
}

const platform = await startPlatform({ log: () => undefined, env: { ...process.env, CORS_ORIGINS: allOrigins().join(',') } });
const stops: Array<() => Promise<unknown>> = [platform.stop];
try {
  const targets: Array<{ name: TargetName; origin: string; lighthouseFor: (path: string) => boolean }> = [];
  if (baselineOutDir) {
    const baseline = await serveBaseline(baselineOutDir);
    stops.push(baseline.stop);
    targets.push({ name: 'before', origin: baseline.origin, lighthouseFor: () => true });
  }
  targets.push({ name: 'federated', origin: platform.shellUrl, lighthouseFor: () => true });
  if (process.env.BENCH_ONE_BUNDLE !== '0') {
    const oneBundle = await serveOneBundle();
    stops.push(oneBundle.stop);
    targets.push({ name: 'one-bundle', origin: oneBundle.origin, lighthouseFor: (pagePath) => pathMatches(oneBundleLighthousePaths, pagePath) });
  }

  const apiOrigin = `http://${platformHost}:${platformPorts.api}`;
  const pages = await benchPages(apiOrigin);
  if (everyRoute) pages.push(...otherRoutes(pages.map((page) => page.path)));
  const results: PageResult[] = [];
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    // warm-up: the first page load of a fresh server pays for disk reads and compression caches
    for (const target of targets) await measureColdLoad(browser, target.origin, '/about').catch(() => undefined);
    for (const page of pages) {
      for (const target of targets) {
        // one retry: on a busy shared machine a first load can miss the 45 s limit
        const cold = await measureColdLoad(browser, target.origin, page.path).catch(() => measureColdLoad(browser, target.origin, page.path));
        results.push({ target: target.name, label: page.label, path: page.path, cold });
        log(
          `${target.name} ${page.path}: ${kb(cold.jsGzip)} KB gzip JS, ${cold.requestsBeforeInteractive}/${cold.requests} requests, chain ${cold.chainDepth}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  if (lighthouseRuns > 0) {
    for (const result of results) {
      const target = targets.find((candidate) => candidate.name === result.target);
      if (!target?.lighthouseFor(result.path)) continue;
      if (lighthousePaths && !pathMatches(lighthousePaths, result.path)) continue;
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < lighthouseRuns; run += 1) {
        // A run Chromium gave up on (a protocol timeout on a loaded machine) is named and left out,
        // so one page's failure costs the lab that run, not every figure after it.
        await runLighthouse(`${target.origin}${result.path}`).then(
          (figures) => runs.push(figures),
          (error: Error) => log(`lighthouse ${result.target} ${result.path}, run ${run + 1}: ${error.message.split('\n')[0]!.slice(0, 300)}`),
        );
      }
      if (runs.length === 0) continue;
      result.lighthouse = { ...medianRun(runs), runs: runs.length, medians: mediansOf(runs), tbtEachMs: runs.map((run) => Math.round(run.tbtMs)) };
      log(`lighthouse ${result.target} ${result.path}: score ${Math.round(result.lighthouse.score * 100)}, LCP ${seconds(result.lighthouse.lcpMs)} s`);
    }
  }

  const waits: WaitResult[] = [];
  if (waitRuns > 0) {
    const waitBrowser = await chromium.launch(chromiumLaunchOptions());
    try {
      for (const shape of waitShapes) {
        const builds: Array<{ name: string; platform: LabPlatform }> = [];
        try {
          if (beforeCheckout) {
            log(`starting the ${shape} platform of ${beforeCheckout} ("before")`);
            builds.push({ name: 'before', platform: await startLabPlatform(beforeCheckout, shape, labPorts.waits.before[shape], path.join(benchDir, 'logs')) });
          }
          const after =
            shape === 'start'
              ? { origin: platform.shellUrl, apiOrigin, stop: async () => undefined }
              : await startLabPlatform(repoRoot, shape, labPorts.waits.after.nginx, path.join(benchDir, 'logs'));
          builds.push({ name: 'federated', platform: after });
          waits.push(...(await measureWaits({ browser: waitBrowser, shape, builds, runs: waitRuns, labels: waitLabels, log })));
        } finally {
          for (const build of builds) await build.platform.stop();
        }
      }
    } finally {
      await waitBrowser.close();
    }
  }

  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).stdout.trim();
  const { version: lighthouseVersion } = (await import('lighthouse/package.json', { with: { type: 'json' } })).default as { version: string };
  const meta = {
    date: new Date().toISOString(),
    commit,
    machine: `${(await import('node:os')).cpus().length} cores, Node ${process.version}`,
    lighthouse: lighthouseVersion,
    durationS: String(Math.round((Date.now() - started) / 1000)),
  };
  mkdirSync(benchDir, { recursive: true });
  const waitBudgets = (JSON.parse(readFileSync(path.join(repoRoot, 'perf-budgets.json'), 'utf8')) as { travellerWaits: WaitBudgets }).travellerWaits;
  const report = `${markdown(results, meta)}${waits.length ? `${waitsMarkdown(waits, waitBudgets, waitRuns).join('\n')}\n` : ''}`;
  writeFileSync(path.join(benchDir, 'bench-web.md'), report);
  writeFileSync(path.join(benchDir, 'bench-web.json'), `${JSON.stringify({ meta, results, waits }, null, 2)}\n`);
  console.log(`\n${report}`);
  log(`written .bench/bench-web.md and .bench/bench-web.json in ${meta.durationS} s`);
} finally {
  for (const stop of stops.reverse()) await stop();
}
