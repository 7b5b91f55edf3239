// An area's releases: immutable served folders `<releases dir>/<area>/<version>/`, and its history `<area>.json` beside
// them (live, canary, when each retired). The registry (remotes.json) is derived from the histories, so it can always be rewritten.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishedRoutesIn, writeJsonAtomically } from '../runtime-files.mjs';
import { releaseManifestUrl } from './release-paths.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Kept by default: every release retired less than this many days ago… */
export const DEFAULT_KEEP_DAYS = 7;
/** …and the last this many releases, whatever their age. */
export const DEFAULT_KEEP_COUNT = 10;

/**
 * @typedef {{ version: string, releasedAt: string, commit: string, author: string, retiredAt?: string, pruned?: boolean }} ReleaseRecord
 * @typedef {{ live: string | null, canary: { version: string, percent: number } | null, releases: ReleaseRecord[] }} AreaHistory
 * @typedef {{ remotes: Record<string, string>, routes?: Record<string, unknown[]>, canaries?: Record<string, { manifest: string, percent: number, routes?: unknown[] }>, areasOrigin?: string, [key: string]: unknown }} Registry
 */

/** Where releases live: `RELEASES_DIR`, else `.data/releases` (served by `npm start` and by nginx). */
export function releasesDir(env = process.env) {
  return path.resolve(env.RELEASES_DIR ?? path.join(repoRoot, '.data', 'releases'));
}

/** @param {string} dir @param {string} area */
function historyPath(dir, area) {
  return path.join(dir, `${area}.json`);
}

/** An area's registry name: `mf-<area>`, lower case (shared/src/federation/remote-contract.ts reads the same rule). */
export const AREA_NAME = /^mf-[a-z][a-z0-9-]*$/;

/**
 * The areas that have a release history here: those platform.json lists once released, and those
 * registered at run time (`release <area> --new`), which no build of the shell or server knows.
 * @param {string} dir
 */
export function releasedAreas(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && AREA_NAME.test(file.slice(0, -'.json'.length)))
    .map((file) => file.slice(0, -'.json'.length));
}

/** @param {string} dir @param {string} area @returns {AreaHistory} */
export function readHistory(dir, area) {
  const file = historyPath(dir, area);
  if (!existsSync(file)) return { live: null, canary: null, releases: [] };
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** @param {string} dir @param {string} area @param {AreaHistory} history */
export function writeHistory(dir, area, history) {
  writeJsonAtomically(historyPath(dir, area), history);
}

/**
 * A sortable, readable version: UTC time of the release and the commit it was built from.
 * @param {Date} now @param {string} commit
 */
export function releaseVersion(now, commit) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${commit.slice(0, 7) || 'nocommit'}`;
}

/** @param {AreaHistory} history @param {string} version @returns {'live' | 'canary' | 'retired'} */
export function releaseState(history, version) {
  if (history.live === version) return 'live';
  if (history.canary?.version === version) return 'canary';
  return 'retired';
}

/**
 * The registry with each area's live release and canary from the histories, each with the routes its
 * release published; areas never released keep the entry they have (their `dist/` and its routes).
 * An area registered at run time (a history, no entry) joins, served from `areasOrigin`.
 * @param {Registry} registry @param {string} dir
 * @returns {Registry}
 */
export function registryWithReleases(registry, dir) {
  const remotes = { ...registry.remotes };
  const routes = { ...registry.routes };
  /** @type {Record<string, { manifest: string, percent: number, routes: unknown[] }>} */
  const canaries = {};
  // an area registered at run time has no entry of its own: it is served from the shell's origin
  const areasOrigin = registry.areasOrigin ?? '';
  const areas = new Set([...Object.keys(registry.remotes), ...(areasOrigin ? releasedAreas(dir) : [])]);
  for (const area of areas) {
    const url = registry.remotes[area] ?? `${areasOrigin}/${area}/mf-manifest.json`;
    const history = readHistory(dir, area);
    if (history.live) {
      remotes[area] = releaseManifestUrl(url, history.live);
      routes[area] = publishedRoutesIn(path.join(dir, area, history.live));
    }
    if (history.canary) {
      const { version, percent } = history.canary;
      canaries[area] = { manifest: releaseManifestUrl(url, version), percent, routes: publishedRoutesIn(path.join(dir, area, version)) };
    }
  }
  const { canaries: _previous, ...rest } = registry;
  return Object.keys(canaries).length > 0 ? { ...rest, remotes, routes, canaries } : { ...rest, remotes, routes };
}

/**
 * Marks a release as no longer serving anyone (its retention period starts now).
 * @param {AreaHistory} history @param {string | null | undefined} version @param {Date} now
 */
export function retire(history, version, now) {
  const record = history.releases.find((candidate) => candidate.version === version);
  if (record) record.retiredAt = now.toISOString();
}

/**
 * The release before `version` in release order (what `rollback` goes back to by default).
 * @param {AreaHistory} history @param {string} version
 */
export function previousRelease(history, version) {
  const index = history.releases.findIndex((record) => record.version === version);
  return history.releases
    .slice(0, index < 0 ? history.releases.length : index)
    .reverse()
    .find((record) => !record.pruned);
}

/**
 * Releases past retention: neither live nor canary, not among the last `keepCount`, and retired
 * (or, never live, released) more than `keepDays` ago. A tab opened on a release keeps its chunks
 * for `keepDays` after that release stopped being served.
 * @param {AreaHistory} history @param {{ now: Date, keepDays: number, keepCount: number }} policy
 * @returns {ReleaseRecord[]}
 */
export function releasesToPrune(history, { now, keepDays, keepCount }) {
  // slice(-0) is the whole list: keeping none must keep none.
  const recent = new Set(keepCount === 0 ? [] : history.releases.slice(-keepCount).map((record) => record.version));
  const cutoff = now.getTime() - keepDays * 24 * 60 * 60 * 1000;
  return history.releases.filter((record) => {
    if (record.pruned || recent.has(record.version) || releaseState(history, record.version) !== 'retired') return false;
    return Date.parse(record.retiredAt ?? record.releasedAt) < cutoff;
  });
}
