#!/usr/bin/env node
// The two commands of README.md, runnable on a fresh machine that has only Node 20 and npm:
//   node scripts/platform.mjs start   → install, build, start the whole platform on loopback
//   node scripts/platform.mjs test    → install, then type check, lint, format check and every test (unit, API on
//                                        PostgreSQL, e2e in Debian's Chromium, the production topology, the cluster)
//   node scripts/platform.mjs production → install, build, start the production shape on loopback:
//                                        PostgreSQL, two API processes, nginx (deploy/README.md)
//   node scripts/platform.mjs production-cluster → the same built apps on a cluster of network namespaces: PostgreSQL
//                                        pair under Patroni, two app hosts, HAProxy in front (deploy/README.md, "Cluster")
//   node scripts/platform.mjs test-days → the API suite (on the embedded PGlite) and the date-heavy journeys again
//                                        on other days (31 December, 28 February), the clock moved by faketime
// Zero dependencies on purpose: it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// dependency-free too (node: modules only): the one list of deployables, tooling/platform.json
import { commandLineOrExit } from '../tooling/command-line.mjs';
import { frontEndNames } from '../tooling/platform-apps.mjs';
import { chromiumExecutablePath, e2eChromiumExecutablePath } from '../tooling/chromium.mjs';
import { findPostgresBin } from '../deploy/production.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = join(root, '.artifacts');
const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).pnpmVersion;

const log = (message) => console.log(`\n▶ ${message}`);

/** Runs a command with inherited output; returns true when it exits 0. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.error) console.error(`✗ ${command}: ${result.error.message}`);
  return result.status === 0;
}

function must(ok, what) {
  if (!ok) {
    console.error(`\n✗ ${what} failed`);
    process.exit(1);
  }
}

function pnpmHasVersion() {
  const result = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === pnpmVersion;
}

function ensurePnpm() {
  if (pnpmHasVersion()) return;
  log(`installing pnpm ${pnpmVersion} with npm (corepack is not usable here)`);
  must(run('npm', ['install', '--global', `pnpm@${pnpmVersion}`]), 'installing pnpm');
  must(pnpmHasVersion(), `pnpm ${pnpmVersion} on PATH`);
}

function installDependencies() {
  log('installing workspace dependencies (pnpm, frozen lockfile)');
  must(run('pnpm', ['install', '--frozen-lockfile']), 'pnpm install');
}

/** Debian packages the tests need: Chromium for the benches, its headless shell for e2e, PostgreSQL for the API's second database, nginx in front of the production topology, pgBackRest for its backups; Patroni, etcd and HAProxy for the cluster. */
function ensureDebianPackages({ chromium = true, cluster = false } = {}) {
  const missing = [];
  if (cluster && !existsSync('/usr/bin/patroni')) missing.push('patroni');
  if (cluster && !existsSync('/usr/bin/etcd')) missing.push('etcd-server');
  if (cluster && !existsSync('/usr/sbin/haproxy')) missing.push('haproxy');
  if (chromium && !existsSync(chromiumExecutablePath)) missing.push('chromium');
  if (chromium && !existsSync(e2eChromiumExecutablePath)) missing.push('chromium-headless-shell');
  if (!findPostgresBin()) missing.push('postgresql');
  if (!existsSync('/usr/sbin/nginx')) missing.push('nginx');
  if (!existsSync('/usr/bin/pgbackrest')) missing.push('pgbackrest');
  if (chromium && !existsSync(faketimePath)) missing.push('faketime');
  if (missing.length === 0) return;
  // Root (CI, this kind of machine) calls apt-get directly; anyone else goes through sudo.
  const [apt, ...aptPrefix] = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', 'apt-get'];
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  log(`installing Debian packages: ${missing.join(', ')}`);
  must(run(apt, [...aptPrefix, 'update', '-qq'], { env }), 'apt-get update');
  must(run(apt, [...aptPrefix, 'install', '-y', '-qq', '--no-install-recommends', ...missing], { env }), `apt-get install ${missing.join(' ')}`);
}

const faketimePath = '/usr/bin/faketime';

/** pnpm's arguments that build the shell and the four remotes, one after the other. */
const frontEndBuildArgs = () => [...frontEndNames.flatMap((name) => ['--filter', name]), '--workspace-concurrency=1', 'build'];

function buildFrontEnds() {
  log('building the shell and the four remotes');
  must(run('pnpm', frontEndBuildArgs()), 'front-end build');
}

/**
 * `npm start`, `npm run production` and `npm run production:cluster`: what each installs, and the
 * server it runs on the fresh builds until Ctrl+C.
 */
const servers = {
  start: { debian: null, script: 'tooling/serve-platform.mjs', starting: 'the platform (Ctrl+C stops it)' },
  production: { debian: { chromium: false }, script: 'deploy/production.mjs', starting: 'the production topology (Ctrl+C stops it)' },
  'production-cluster': {
    debian: { chromium: false, cluster: true },
    script: 'deploy/cluster/cluster.mjs',
    starting: 'the cluster (Ctrl+C stops it and removes its namespaces and data)',
  },
};

/** @param {(typeof servers)[keyof typeof servers]} server */
function serve({ debian, script, starting }) {
  ensurePnpm();
  if (debian) ensureDebianPackages(debian);
  installDependencies();
  buildFrontEnds();
  log(`starting ${starting}`);
  process.exit(run('node', [script]) ? 0 : 1);
}

/** Sums what vitest (json reporter), Playwright (json reporter) and node --test (TAP) wrote. */
function countResults(files) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of files) {
    if (!existsSync(file)) continue;
    if (file.endsWith('.tap')) {
      const tap = readFileSync(file, 'utf8');
      const count = (/** @type {string} */ name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
      passed += count('pass');
      failed += count('fail') + count('cancelled');
      skipped += count('skipped') + count('todo');
      continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (report.stats && 'expected' in report.stats) {
      passed += report.stats.expected + (report.stats.flaky ?? 0);
      failed += report.stats.unexpected;
      skipped += report.stats.skipped;
    } else {
      passed += report.numPassedTests ?? 0;
      failed += report.numFailedTests ?? 0;
      skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    }
  }
  return { passed, failed, skipped };
}

/**
 * Runs a command beside others: its output streams with `[name] ` before each line, so steps that
 * run together stay readable. Resolves with whether it exited 0.
 * @param {string} name @param {string} command @param {string[]} args @param {{ env?: Record<string, string> }} [options]
 */
function runBeside(name, command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } });
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) console.log(`[${name}] ${line}`);
      });
      stream.on('end', () => partial && console.log(`[${name}] ${partial}`));
    }
    child.on('error', (error) => console.error(`✗ ${command}: ${error.message}`));
    child.on('close', (code) => resolve(code === 0));
  });
}

async function test() {
  const startedAt = Date.now();
  ensurePnpm();
  ensureDebianPackages({ cluster: true });
  installDependencies();
  rmSync(artifacts, { recursive: true, force: true });
  mkdirSync(artifacts, { recursive: true });

  /** @type {Array<{ name: string, ok: boolean, seconds: number, beside?: string[] }>} */
  const steps = [];
  const reports = [];
  let stepStartedAt = Date.now();
  /** @typedef {{ name: string, run: () => Promise<boolean> }} Part */
  /** @typedef {{ name: string, ok: boolean, seconds: number }} PartResult */
  /** @param {Part} part @returns {Promise<PartResult>} */
  const timed = async ({ name, run: runPart }) => {
    const started = Date.now();
    const ok = await runPart();
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(ok ? `✓ ${name} (${seconds} s)` : `✗ ${name} (${seconds} s)`);
    return { name, ok, seconds };
  };
  /**
   * Parts one after the other (all of them, whatever fails), as one part of `together`; each keeps its own time.
   * @param {Part[]} parts @returns {{ parts: Part[] }}
   */
  const inTurn = (parts) => ({ parts });
  /**
   * Steps that run side by side, each timed on its own; npm test waits for the slowest.
   * @param {Array<Part | { parts: Part[] }>} lanes
   */
  const together = async (lanes) => {
    const laneResults = await Promise.all(
      lanes.map(async (lane) => {
        if (!('parts' in lane)) return [await timed(lane)];
        /** @type {PartResult[]} */
        const done = [];
        for (const part of lane.parts) done.push(await timed(part));
        return done;
      }),
    );
    const results = laneResults.flat();
    const names = results.map((result) => result.name);
    const besideOf = laneResults.map((lane) => names.filter((name) => !lane.some((result) => result.name === name)));
    laneResults.forEach((lane, index) => {
      for (const result of lane) steps.push({ ...result, beside: besideOf[index] });
    });
    const seconds = Math.round((Date.now() - stepStartedAt) / 1000);
    stepStartedAt = Date.now();
    console.log(`  (${laneResults.map((lane) => lane.map((result) => result.name).join(' → ')).join(' ‖ ')}: ${seconds} s together)`);
  };

  // Type check, lint and format check side by side: tsc and ESLint each keep one core busy part of
  // the time and Prettier one core all of it, so together they fill both cores of the CI machine.
  // The six front-end packages share one set of options and are checked as one program
  // (tooling/tsconfig.front-ends.json), which reads shared and the libraries' types once.
  log('typecheck (every package, TypeScript strict), lint (ESLint, every package) and format check (Prettier, the whole workspace), side by side');
  await together([
    {
      name: 'typecheck',
      run: async () => {
        const typed = await Promise.all([
          runBeside('typecheck', 'pnpm', ['--filter', 'tooling', 'typecheck:front-ends']),
          runBeside('typecheck', 'pnpm', [
            '-r',
            '--no-sort',
            '--workspace-concurrency=3',
            '--filter',
            'api',
            '--filter',
            'e2e',
            '--filter',
            'tooling',
            'typecheck',
          ]),
        ]);
        return typed.every(Boolean);
      },
    },
    { name: 'lint', run: () => runBeside('lint', 'node', ['tooling/lint-workspace.mjs']) },
    { name: 'format', run: () => runBeside('format', 'pnpm', ['format:check']) },
  ]);

  // The unit tests of the front ends (shared, the shell and the remotes as one vitest run, a project per
  // package: tooling/vitest.front-ends.mjs), then of the tooling, beside the front-end build: the tests
  // read no build (the tooling's build in temporary folders of their own), and each side alone leaves
  // a core idle a third of the time (vitest between files, webpack one app at a time).
  log(`unit tests (${['shared', ...frontEndNames].join(', ')} as one vitest run, then tooling) beside the front-end build`);
  const frontEndReport = join(artifacts, 'unit-front-ends.json');
  const toolingReport = join(artifacts, 'unit-tooling.json');
  reports.push(frontEndReport, toolingReport);
  const vitestReports = (/** @type {string} */ report) => ['--reporter=default', '--reporter=json', `--outputFile=${report}`];
  let built = false;
  const probeBuildsDir = join(artifacts, 'probe-builds');
  await together([
    inTurn([
      {
        name: 'unit front ends',
        run: () =>
          runBeside('unit front ends', 'pnpm', [
            '--filter',
            'tooling',
            'exec',
            'vitest',
            'run',
            '--config',
            'vitest.front-ends.mjs',
            ...vitestReports(frontEndReport),
          ]),
      },
      { name: 'unit tooling', run: () => runBeside('unit tooling', 'pnpm', ['--filter', 'tooling', 'test', ...vitestReports(toolingReport)]) },
    ]),
    {
      name: 'front-end build',
      // then the test area's two builds, which the topology and e2e release (e2e/fixtures/mf-probe/probe-builds.mjs)
      run: async () =>
        (built =
          (await runBeside('front-end build', 'pnpm', frontEndBuildArgs())) &&
          (await runBeside('front-end build', 'node', ['e2e/fixtures/mf-probe/probe-builds.mjs', probeBuildsDir]))),
    },
  ]);
  // the production shapes and e2e run the built apps
  must(built, 'front-end build');
  process.env.PROBE_BUILDS_DIR = probeBuildsDir;

  /** A step of node:test files: its spec on the console, its TAP in the artifacts for the count. @param {string} name @param {string} report @param {string[]} files */
  const nodeTestStep = (name, report, files) => {
    const tap = join(artifacts, report);
    reports.push(tap);
    const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`];
    return { name, run: () => runBeside(name, 'node', ['--test', '--test-timeout=400000', ...reporters, ...files]) };
  };
  const apiReport = join(artifacts, 'unit-api-postgres.json');
  reports.push(apiReport);
  /** The API suite (vitest, two workers) on a throwaway PostgreSQL server. */
  const apiOnPostgres = {
    name: 'api on PostgreSQL',
    run: () =>
      runBeside('api on PostgreSQL', 'node', [
        'api/scripts/with-postgres.mjs',
        '--',
        ...['pnpm', '--filter', 'api', 'test', '--reporter=default', '--reporter=json', `--outputFile=${apiReport}`],
      ]),
  };

  // The API suite on a real PostgreSQL server (production's database), beside the two production shapes,
  // which mostly wait (timers, a failover, processes starting) and use about half a core: the API suite
  // fills the rest. None collides: the suite's servers on the kernel's free ports and its PostgreSQL from
  // port 55432, the topology on loopback's free ports below the ephemeral range and its own temporary
  // folders, the cluster in its own network namespaces (10.77.0.0/24) and .data/cluster.
  // The same suite on the embedded database (PGlite, which `npm start` runs on) is `npm run test:days`'s,
  // on the other days (CI runs both commands); the e2e runs the whole platform on it, and the API's
  // own start-up test starts it on PGlite here too.
  log(
    'the API tests (a real PostgreSQL server) beside the production topology (PostgreSQL, two API ' +
      'processes, nginx; backup and restore; a stopped process) and the cluster (network namespaces, a Patroni PostgreSQL pair, ' +
      'two app hosts, HAProxy; a cut, the primary and an app host killed under load; point-in-time recovery)',
  );
  await together([
    apiOnPostgres,
    nodeTestStep('production topology', 'production-topology.tap', [
      'deploy/__tests__/production-topology.test.mjs',
      'deploy/__tests__/backup-restore.test.mjs',
      'deploy/__tests__/stopped-process.test.mjs',
    ]),
    nodeTestStep('cluster', 'cluster.tap', ['deploy/__tests__/cluster.test.mjs']),
  ]);

  log('end-to-end tests in Chromium (its headless shell) against the production build');
  const e2eReport = join(artifacts, 'e2e.json');
  reports.push(e2eReport);
  // no traces (the e2e package's own `test` keeps them for a failure): recording one for every test cost the suite about a minute
  const e2eArgs = ['--filter', 'e2e', 'test', '--reporter=list,json', '--trace=off'];
  steps.push(await timed({ name: 'e2e', run: async () => run('pnpm', e2eArgs, { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } }) }));

  const { passed, failed, skipped } = countResults(reports);
  const failedSteps = steps.filter((s) => !s.ok).map((s) => s.name);
  console.log(`\nSeconds per step: ${steps.map((s) => `${s.name} ${s.seconds}${s.beside ? ` (beside ${s.beside.join(', ')})` : ''}`).join(', ')}`);
  console.log(`Steps failed: ${failedSteps.length ? failedSteps.join(', ') : 'none'}`);
  console.log(`Time: ${Math.round((Date.now() - startedAt) / 1000)} s`);
  console.log(skipped ? `Tests: ${passed} passed, ${failed} failed, ${skipped} skipped` : `Tests: ${passed} passed, ${failed} failed`);
  process.exit(failedSteps.length === 0 && failed === 0 ? 0 : 1);
}

/**
 * The days `test-days` moves the clock to, each 00:20 in Moscow (UTC still has the day before), so
 * "today" is Moscow's and not the machine's: the next 31 December (a year's end: searches ahead cross
 * into the next year and their DDMM dates wrap) and the next 28 February (a month's end, the shortest
 * month's, or the day before a leap day). Always ahead of the real day, as the data the platform keeps
 * was written at real time.
 */
function otherDays(now = Date.now()) {
  const moscowToday = new Date(now + 3 * 3600_000).toISOString().slice(0, 10);
  const next = (monthDay) => {
    const year = Number(moscowToday.slice(0, 4));
    const day = `${year}-${monthDay}` > moscowToday ? `${year}-${monthDay}` : `${year + 1}-${monthDay}`;
    return { day, instant: Date.parse(`${day}T00:20:00+03:00`) };
  };
  return [next('12-31'), next('02-28')].sort((a, b) => a.instant - b.instant);
}

/** The journeys whose dates come from "today": search, booking and payment, price alerts, multi-city, tours. */
const dateHeavySpecs = [
  'tests/avia/search-journey.spec.ts',
  'tests/avia/price-alerts.spec.ts',
  'tests/avia/multi-city-journey.spec.ts',
  'tests/avia/multi-city-form.spec.ts',
  'tests/journeys/booking-journeys.spec.ts',
  'tests/tours/tours-journey.spec.ts',
];

/**
 * The suite on other days: every process of a run (vitest and its embedded PGlite; Playwright, the
 * platform it starts and Chromium) runs under faketime with the same offset, so the API, its
 * database, the pages and the tests' fixtures all read one moved clock (docs/architecture.md#the-clock).
 * The monotonic clock moves by the same offset (Chromium stalls when only the wall clock moves), so
 * timers and timeouts keep their length. `--no-build` reuses the front-end builds `npm test` just made;
 * `--nearer-day` runs the nearer of the two days only (CI: both would take its run past 25 minutes).
 */
/** @param {{ 'no-build'?: boolean, 'nearer-day'?: boolean }} flags */
function testOtherDays(flags) {
  const startedAt = Date.now();
  ensurePnpm();
  ensureDebianPackages();
  installDependencies();
  if (!flags['no-build']) buildFrontEnds();
  mkdirSync(artifacts, { recursive: true });
  const reports = [];
  const failedRuns = [];
  // CI takes the nearer day only (`--nearer-day`), so its whole run stays within its time
  const days = flags['nearer-day'] ? otherDays().slice(0, 1) : otherDays();
  for (const { day, instant } of days) {
    const offsetSeconds = Math.round((instant - Date.now()) / 1000);
    const onThatDay = (args) => ['-f', `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}s`, ...args];
    log(`${day}, 00:20 Moscow time: the API suite (PGlite)`);
    const apiReport = join(artifacts, `days-${day}-api.json`);
    reports.push(apiReport);
    const apiArgs = ['pnpm', '--filter', 'api', 'test', '--reporter=dot', '--reporter=json', `--outputFile=${apiReport}`];
    if (!run('faketime', onThatDay(apiArgs))) failedRuns.push(`${day} api`);
    log(`${day}: the date-heavy journeys in Chromium`);
    const e2eReport = join(artifacts, `days-${day}-e2e.json`);
    reports.push(e2eReport);
    const e2eArgs = ['pnpm', '--filter', 'e2e', 'exec', 'playwright', 'test', '--project=chromium', '--reporter=dot,json', '--trace=off', ...dateHeavySpecs];
    if (!run('faketime', onThatDay(e2eArgs), { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } })) failedRuns.push(`${day} e2e`);
  }
  const { passed, failed, skipped } = countResults(reports);
  console.log(`\nDays: ${days.map((d) => d.day).join(', ')}`);
  console.log(`Runs failed: ${failedRuns.length ? failedRuns.join(', ') : 'none'}`);
  console.log(`Time: ${Math.round((Date.now() - startedAt) / 1000)} s`);
  console.log(skipped ? `Tests: ${passed} passed, ${failed} failed, ${skipped} skipped` : `Tests: ${passed} passed, ${failed} failed`);
  process.exit(failedRuns.length === 0 && failed === 0 ? 0 : 1);
}

const usage = 'usage: node scripts/platform.mjs start|test|production|production-cluster|test-days [--no-build] [--nearer-day]';
const { values: flags, positionals } = commandLineOrExit({ 'no-build': { type: 'boolean' }, 'nearer-day': { type: 'boolean' } }, usage);
const [command] = positionals;
if (command && Object.hasOwn(servers, command)) serve(servers[/** @type {keyof typeof servers} */ (command)]);
else if (command === 'test') await test();
else if (command === 'test-days') testOtherDays(flags);
else {
  console.error(usage);
  process.exit(2);
}
