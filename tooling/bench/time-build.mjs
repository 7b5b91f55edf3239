#!/usr/bin/env node
// Times the full production build of the five front-end apps, one at a time as CI builds them
// (`pnpm bench:build [checkout…]`, default this checkout): the lab builds nothing, so the build
// budget of perf-budgets.json (fullBuildSeconds) is measured here. Given several checkouts (e.g. an
// older one for "before" figures) it builds them in turns, ROUNDS times (default 1), and prints the
// fastest round of each, so both meet the same load of a shared machine.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const apps = ['shell', 'mf-avia', 'mf-profile', 'mf-tours', 'mf-content'];
const checkouts = process.argv.length > 2 ? process.argv.slice(2).map((dir) => path.resolve(dir)) : [path.resolve(here, '..', '..')];
const rounds = Number(process.env.ROUNDS ?? 1);

/** @param {string} checkout @returns {Record<string, number>} seconds per app */
function buildAll(checkout) {
  /** @type {Record<string, number>} */
  const seconds = {};
  for (const app of apps) {
    const started = performance.now();
    const build = spawnSync('pnpm', ['--filter', app, 'build'], { cwd: checkout, stdio: 'ignore' });
    if (build.status !== 0) throw new Error(`${checkout}: ${app} build failed`);
    seconds[app] = (performance.now() - started) / 1000;
  }
  return seconds;
}

/** @type {Map<string, Record<string, number>>} */
const fastest = new Map();
for (let round = 0; round < rounds; round += 1) {
  for (const checkout of checkouts) {
    const seconds = buildAll(checkout);
    const total = Object.values(seconds).reduce((sum, value) => sum + value, 0);
    console.log(`${checkout} round ${round + 1}: ${total.toFixed(1)} s (${apps.map((app) => `${app} ${seconds[app]?.toFixed(1)}`).join(', ')})`);
    const best = fastest.get(checkout);
    if (!best || total < Object.values(best).reduce((sum, value) => sum + value, 0)) fastest.set(checkout, seconds);
  }
}
for (const [checkout, seconds] of fastest) {
  console.log(
    `fastest ${checkout}: ${Object.values(seconds)
      .reduce((sum, value) => sum + value, 0)
      .toFixed(1)} s`,
  );
}
