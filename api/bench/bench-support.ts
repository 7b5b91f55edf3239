import os from 'node:os';
import type autocannon from 'autocannon';
import { addDaysIso, moscowTodayIso } from 'shared/node';
import { createApi } from '../src/app.js';
import { testConfig } from '../src/config/env.js';
import { referenceData } from '../src/flights/reference/reference-data.js';

/** The app as the in-process benches run it: production mode on the embedded database (or DATABASE_URL), no log. */
export const benchApi = () =>
  createApi(testConfig({ nodeEnv: 'production', dataDir: ':memory:', databaseUrl: process.env.DATABASE_URL || undefined, logLevel: 'silent' }));

/** The value `share` of the values lie below (0.5: the median). */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

/** The 1-minute load average, and all three as text: on a shared machine the figures depend on it. */
export const loadAverage1m = () => +os.loadavg()[0]!.toFixed(1);
export const loadAverages = () => Array.from(os.loadavg(), (load) => load.toFixed(1)).join(' ');

/**
 * Runs `call` `count` times one after the other and gives its wall and CPU time percentiles in ms (on a shared, busy machine wall
 * time also measures the neighbours) and how many calls said they failed.
 */
export async function timeCalls(count: number, call: () => Promise<boolean>) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let failures = 0;
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    if (!(await call())) failures += 1;
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
  }
  const ms = (values: number[], share: number) => +percentile(values, share).toFixed(1);
  return {
    failures,
    ...{ p50Ms: ms(wall, 0.5), p95Ms: ms(wall, 0.95), p99Ms: ms(wall, 0.99), maxMs: +Math.max(...wall).toFixed(1) },
    ...{ cpuP50Ms: ms(cpu, 0.5), cpuP95Ms: ms(cpu, 0.95), cpuP99Ms: ms(cpu, 0.99), loadAverage1m: loadAverage1m() },
  };
}

/** What the benches print of an autocannon run; `extra` after the median. */
export const autocannonSummary = (scenario: string, result: autocannon.Result, extra: Record<string, unknown> = {}) => ({
  scenario,
  seconds: result.duration,
  requests: result.requests.total,
  requestsPerSecond: result.requests.average,
  p50Ms: result.latency.p50,
  ...extra,
  p99Ms: result.latency.p99,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
});

/** A random number in [0, 1) from a fixed seed, so runs are comparable. */
export function seededRandom(seed: number): () => number {
  return () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 4294967296;
  };
}

/** Two different cities and a day 1–330 days ahead, drawn in that order. */
export function randomRoute(random: () => number): { origin: string; destination: string; departureDate: string } {
  const cities = referenceData().cities;
  const origin = cities[Math.floor(random() * cities.length)]!;
  let destination = origin;
  while (destination === origin) destination = cities[Math.floor(random() * cities.length)]!;
  return { origin: origin.code, destination: destination.code, departureDate: addDaysIso(moscowTodayIso(), 1 + Math.floor(random() * 330)) };
}

/** A return day 2–15 days after `departureDate` half of the time, else null (one way). */
export const randomReturn = (random: () => number, departureDate: string): string | null =>
  random() < 0.5 ? addDaysIso(departureDate, 2 + Math.floor(random() * 14)) : null;

/** The headers of a JSON POST carrying the XSRF pair that `/xsrf`'s answer set. */
export function xsrfHeaders(answer: Response): Record<string, string> {
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')![1]!);
  return { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`, 'x-xsrf-token': xsrf };
}
