#!/usr/bin/env node
// How a team ships its area (docs/architecture.md, "Deploying an area"):
//   release <area> [--canary <percent>] [--from <built folder>] [--new]   build, skew check, publish, switch
//                                                                  (--new: an area the platform does not list yet)
//   rollback <area> [<version>]                                    switch back, no build
//   releases <area>                                                the history
//   promote <area> | abort <area>                                  end a canary
//   prune [<area>…] [--keep-days <days>] [--keep <count>]          remove releases past retention
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLine } from '../command-line.mjs';
import { remoteNames } from '../platform-apps.mjs';
import { parseAreaRoutes, routeConflicts, ROUTES_FILE, RoutesFileError } from '../../shared/src/routes/published-routes.js';
import { clusterRegistryFiles, productionStateDir, publishedRoutesIn, remotesRegistry, writeJsonAtomically } from '../runtime-files.mjs';
import { refreshPageMap } from './nginx-page-map.mjs';
import { defaultRuntimeDir } from '../serve-platform.mjs';
import { runSkewCheck } from '../skew-check.mjs';
import {
  AREA_NAME,
  DEFAULT_KEEP_COUNT,
  DEFAULT_KEEP_DAYS,
  previousRelease,
  readHistory,
  registryWithReleases,
  releasedAreas,
  releaseState,
  releaseVersion,
  releasesDir,
  releasesToPrune,
  retire,
  writeHistory,
} from './release-store.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export class ReleaseError extends Error {}

/**
 * The registries a switch rewrites: `RELEASE_REGISTRIES` (comma-separated), else those that exist of `npm start` on this SHELL_PORT,
 * `npm run production` and each cluster app host; one never started takes the release from the history when it starts.
 * @param {NodeJS.ProcessEnv} env
 */
export function registryFiles(env) {
  if (env.RELEASE_REGISTRIES) return env.RELEASE_REGISTRIES.split(',').map((file) => path.resolve(file.trim()));
  const candidates = [
    path.join(defaultRuntimeDir(), 'remotes.json'),
    path.join(productionStateDir(env), 'runtime', 'remotes.json'),
    // the cluster's app hosts: the registry is pushed to each, one after the other, each write atomic
    ...clusterRegistryFiles(env),
  ];
  return candidates.filter((file) => existsSync(file));
}

/**
 * Rewrites each registry from the histories, atomically (write, then rename), and the page map and
 * page cache keys of an nginx serving one, which then reloads: once this resolves, the release's
 * routes are the site's and every page a request gets is the release's, none from the page cache.
 * @param {string[]} files @param {string} dir @param {Io} io
 */
async function switchRegistries(files, dir, io) {
  const shellRoutes = publishedRoutesIn(path.join(buildsRoot(io.env), 'shell', 'dist'));
  for (const file of files) {
    writeJsonAtomically(file, registryWithReleases(JSON.parse(readFileSync(file, 'utf8')), dir));
    if ((await refreshPageMap(file, shellRoutes)) === 'unconfirmed')
      io.log(`! nginx beside ${file} was told to reload, but its new workers were not seen within 10 s: its pages switch once they are.`);
  }
}

/**
 * Where each front end's unreleased build lives (`<root>/<name>/dist`): the repository, or
 * AREA_BUILDS_DIR (tests).
 * @param {NodeJS.ProcessEnv} env
 */
const buildsRoot = (env) => (env.AREA_BUILDS_DIR ? path.resolve(env.AREA_BUILDS_DIR) : repoRoot);

/**
 * The folder each front end serves its live build from (a release, or its dist/), and each canary's.
 * @param {string} dir @param {NodeJS.ProcessEnv} env
 */
function servedBuilds(dir, env) {
  return knownAreas(dir).flatMap((area) => {
    const history = readHistory(dir, area);
    const live = history.live ? path.join(dir, area, history.live) : path.join(buildsRoot(env), area, 'dist');
    return [{ area, folder: live }, ...(history.canary ? [{ area, folder: path.join(dir, area, history.canary.version) }] : [])];
  });
}

/** @param {string} folder */
function publishedIn(folder) {
  const file = path.join(folder, ROUTES_FILE);
  return existsSync(file) ? parseAreaRoutes(JSON.parse(readFileSync(file, 'utf8')), file) : null;
}

/**
 * Refuses a build whose routes file is missing or malformed, that claims a path or key another
 * front end serves, or that takes away a page another front end links to.
 * @param {string} area @param {string} staging @param {string} dir @param {NodeJS.ProcessEnv} env
 */
function checkPublishedRoutes(area, staging, dir, env) {
  let next;
  try {
    next = publishedIn(staging);
  } catch (error) {
    if (error instanceof RoutesFileError) throw new ReleaseError(`${area} was not released: ${error.message}. The registry is unchanged.`);
    throw error;
  }
  if (!next) throw new ReleaseError(`${area} was not released: its build has no ${ROUTES_FILE}. The registry is unchanged.`);
  const served = [...servedBuilds(dir, env), { area: 'shell', folder: path.join(buildsRoot(env), 'shell', 'dist') }].map((build) => ({
    area: build.area,
    published: publishedIn(build.folder),
  }));
  const others = served.filter((build) => build.area !== area && build.published !== null);
  // the pages the area serves today (live or canary): only taking one of those away can break a link
  const servedKeys = new Set(served.filter((build) => build.area === area).flatMap((build) => build.published?.routes.map((route) => route.key) ?? []));
  /** @type {Record<string, import('../../shared/src/routes/published-routes').PublishedRoute[]>} */
  const claims = { [area]: [...next.routes] };
  for (const { area: other, published } of others) claims[other] = [...(claims[other] ?? []), ...(published?.routes ?? [])];
  const conflicts = routeConflicts(claims).filter((conflict) => conflict.includes(area));
  if (conflicts.length > 0) throw new ReleaseError(`${area} was not released: ${[...new Set(conflicts)].join('; ')}. The registry is unchanged.`);
  const kept = new Set(next.routes.map((route) => route.key));
  const broken = others.flatMap(({ area: other, published }) =>
    (published?.links ?? []).filter((key) => !kept.has(key) && servedKeys.has(key)).map((key) => `${other} links to ${key}`),
  );
  if (broken.length > 0)
    throw new ReleaseError(`${area} was not released: it removes pages other areas link to (${[...new Set(broken)].join(', ')}). The registry is unchanged.`);
}

/**
 * Before an area's first release its registry entry serves its dist/: that build is kept as a
 * release of its own, retired, so the first release can be rolled back to it.
 * @param {string} area @param {string} dir @param {import('./release-store.mjs').AreaHistory} history @param {Date} now @param {NodeJS.ProcessEnv} env
 */
function keepReplacedBuild(area, dir, history, now, env) {
  const dist = path.join(buildsRoot(env), area, 'dist');
  if (history.releases.length > 0 || !existsSync(path.join(dist, 'mf-manifest.json'))) return;
  const version = releaseVersion(new Date(statSync(path.join(dist, 'mf-manifest.json')).mtimeMs), 'dist');
  cpSync(dist, path.join(dir, area, version), { recursive: true });
  history.releases.push({
    version,
    releasedAt: now.toISOString(),
    commit: 'dist',
    author: 'the build served before the first release',
    retiredAt: now.toISOString(),
  });
}

/** The areas platform.json lists, and those registered at run time (a release history, no build here). @param {string} dir */
const knownAreas = (dir) => [...new Set([...remoteNames, ...releasedAreas(dir)])];

/**
 * The area a command names (`avia` or `mf-avia`): one the platform knows, or, for `release --new`, a
 * new one, which its first release registers (docs/architecture.md#adding-an-area).
 * @param {string | undefined} name @param {string} dir @param {boolean} [registering]
 */
function areaOf(name, dir, registering = false) {
  const area = name?.startsWith('mf-') ? name : `mf-${name ?? ''}`;
  const known = knownAreas(dir);
  if (known.includes(area)) return area;
  if (registering && AREA_NAME.test(area)) return area;
  if (registering) throw new ReleaseError(`«${name ?? ''}» is no area name: mf-, then lower-case Latin letters, digits and hyphens.`);
  throw new ReleaseError(`Unknown area «${name ?? ''}». Areas: ${known.join(', ')}. A new area's first release takes --new.`);
}

const string = /** @type {const} */ ({ type: 'string' });
const options = { canary: string, from: string, 'shell-manifest': string, 'keep-days': string, keep: string, new: { type: /** @type {const} */ ('boolean') } };

/** @param {string[]} argv */
function parseCommandLine(argv) {
  try {
    return commandLine(argv, options);
  } catch (error) {
    throw new ReleaseError(/** @type {Error} */ (error).message);
  }
}

/** @typedef {ReturnType<typeof parseCommandLine>['values']} Flags */

/**
 * `npm run release <area> --canary 5` hands npm the flag as npm_config_canary=true and a lone `5` (`--canary=5` as npm_config_canary=5).
 * @param {string[]} args @param {NodeJS.ProcessEnv} env
 */
function canaryFromNpm(args, env) {
  if (env.npm_config_canary !== 'true') return env.npm_config_canary;
  return args.find((arg) => /^\d+$/.test(arg)) ?? 'true';
}

/** @param {string[]} command */
function git(command) {
  const result = spawnSync('git', command, { cwd: repoRoot, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

/** @param {string | null | undefined} version */
const describe = (version) => version ?? 'its dist/ (no release)';

/**
 * @typedef {{ env: NodeJS.ProcessEnv, log: (line: string) => void, now?: () => Date }} Io
 */

/**
 * Builds (or takes `--from`), checks skew against the registry it joins, publishes, switches.
 * @param {string} area @param {string[]} args @param {Flags} flags @param {Io} io
 */
async function release(area, args, flags, io) {
  const canaryValue = flags.canary ?? canaryFromNpm(args, io.env);
  const { from } = flags;
  const shellManifest = flags['shell-manifest'] ?? path.join(repoRoot, 'shell', 'dist', 'mf-manifest.json');
  const percent = canaryValue === undefined ? undefined : Number(canaryValue);
  if (percent !== undefined && !(Number.isInteger(percent) && percent > 0 && percent < 100)) {
    throw new ReleaseError(`--canary takes a whole percentage between 1 and 99, not «${canaryValue}».`);
  }
  const dir = releasesDir(io.env);
  const history = readHistory(dir, area);
  if (history.canary) {
    throw new ReleaseError(`${area} has a canary running (${history.canary.version}, ${history.canary.percent} %): promote or abort it first.`);
  }
  const now = io.now?.() ?? new Date();
  let version = releaseVersion(now, git(['rev-parse', 'HEAD']));
  for (let n = 2; existsSync(path.join(dir, area, version)); n += 1) version = `${releaseVersion(now, git(['rev-parse', 'HEAD']))}.${n}`;
  const target = path.join(dir, area, version);
  // built beside the releases (one file system, so the rename is atomic) but outside the served folder
  const staging = path.join(dir, '.staging', `${area}-${version}`);

  try {
    if (from) {
      cpSync(path.resolve(from), staging, { recursive: true });
    } else {
      io.log(`Building ${area} (production) into ${staging}…`);
      execFileSync('pnpm', ['--filter', area, 'build'], { cwd: repoRoot, env: { ...io.env, OUT_DIR: staging }, stdio: ['ignore', 'ignore', 'inherit'] });
    }
    const manifest = path.join(staging, 'mf-manifest.json');
    if (!existsSync(manifest)) throw new ReleaseError(`The build of ${area} has no mf-manifest.json (${staging}).`);

    const files = registryFiles(io.env);
    // the skew check reads a registry file: the first one this release joins, or today's default
    let registry = files[0];
    if (!registry) {
      registry = path.join(mkdtempSync(path.join(os.tmpdir(), 'release-registry-')), 'remotes.json');
      writeJsonAtomically(registry, registryWithReleases(remotesRegistry(), dir));
    }
    const skew = await runSkewCheck(['--area', area, '--registry', registry, '--shell-manifest', shellManifest, '--manifest', manifest], {
      log: io.log,
      repoRoot,
    });
    if (skew !== 0) throw new ReleaseError(`${area} was not released: the registry is unchanged.`);
    checkPublishedRoutes(area, staging, dir, io.env);

    mkdirSync(path.dirname(target), { recursive: true });
    keepReplacedBuild(area, dir, history, now, io.env);
    renameSync(staging, target);
    history.releases.push({ version, releasedAt: now.toISOString(), commit: git(['rev-parse', '--short', 'HEAD']), author: author() });
    const before = history.live;
    if (percent === undefined) {
      history.live = version;
      retire(history, before, now);
    } else {
      history.canary = { version, percent };
    }
    writeHistory(dir, area, history);
    await switchRegistries(files, dir, io);
    if (percent === undefined) io.log(`${area}: switched from ${describe(before)} to ${version}.`);
    else io.log(`${area}: canary ${version} for ${percent} % of browsers; the others stay on ${describe(before)}.`);
    return version;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function author() {
  const name = git(['config', 'user.name']);
  const email = git(['config', 'user.email']);
  return [name, email && `<${email}>`].filter(Boolean).join(' ') || 'unknown';
}

/** @param {string} area @param {string | undefined} requested @param {Io} io */
async function rollback(area, requested, io) {
  const dir = releasesDir(io.env);
  const history = readHistory(dir, area);
  if (!history.live) throw new ReleaseError(`${area} has no live release to roll back from.`);
  const target = requested ? history.releases.find((record) => record.version === requested) : previousRelease(history, history.live);
  if (!target) throw new ReleaseError(requested ? `${area} has no release ${requested}.` : `${area} has no release before ${history.live}.`);
  if (target.pruned || !existsSync(path.join(dir, area, target.version, 'mf-manifest.json'))) {
    throw new ReleaseError(`${area} ${target.version} was pruned; release again instead.`);
  }
  if (target.version === history.canary?.version) throw new ReleaseError(`${target.version} is the canary: promote it instead.`);
  const before = history.live;
  const now = io.now?.() ?? new Date();
  history.live = target.version;
  delete target.retiredAt;
  retire(history, before, now);
  writeHistory(dir, area, history);
  await switchRegistries(registryFiles(io.env), dir, io);
  io.log(`${area}: rolled back from ${before} to ${target.version}.`);
}

/** @param {string} area @param {'promote' | 'abort'} ending @param {Io} io */
async function endCanary(area, ending, io) {
  const dir = releasesDir(io.env);
  const history = readHistory(dir, area);
  const canary = history.canary;
  if (!canary) throw new ReleaseError(`${area} has no canary running.`);
  const now = io.now?.() ?? new Date();
  const before = history.live;
  history.canary = null;
  if (ending === 'promote') {
    history.live = canary.version;
    retire(history, before, now);
  } else {
    retire(history, canary.version, now);
  }
  writeHistory(dir, area, history);
  await switchRegistries(registryFiles(io.env), dir, io);
  if (ending === 'promote') io.log(`${area}: canary ${canary.version} promoted; everyone moves from ${describe(before)} to it.`);
  else io.log(`${area}: canary ${canary.version} aborted; everyone stays on ${describe(before)}.`);
}

/** @param {string} area @param {Io} io */
function list(area, io) {
  const dir = releasesDir(io.env);
  const history = readHistory(dir, area);
  if (history.releases.length === 0) {
    io.log(`${area}: no releases yet (the registry serves its dist/).`);
    return;
  }
  for (const record of [...history.releases].reverse()) {
    const state = releaseState(history, record.version);
    const shown = state === 'canary' ? `canary ${history.canary?.percent} %` : state;
    io.log([record.version, record.releasedAt, record.commit, record.author, record.pruned ? `${shown} (pruned)` : shown].join('  '));
  }
}

/**
 * `npm run release:prune --keep 0` hands npm the flag as npm_config_keep=true and a lone `0` (likewise --keep-days); two bare flags
 * cannot be told apart by their numbers, so that case asks for the `=` form.
 * @param {string[]} args @param {Flags} flags @param {NodeJS.ProcessEnv} env
 */
function pruneFlagsFromNpm(args, flags, env) {
  const numbers = args.filter((arg) => /^\d+$/.test(arg));
  const areaArgs = args.filter((arg) => !/^\d+$/.test(arg));
  const bare = /** @type {const} */ (['keep', 'keep-days']).filter(
    (name) => flags[name] === undefined && env[`npm_config_${name.replace('-', '_')}`] === 'true',
  );
  if (bare.length > 1 || numbers.length > bare.length)
    throw new ReleaseError('Through npm, write the numbers with «=»: npm run release:prune --keep=0 --keep-days=7.');
  /** @param {'keep' | 'keep-days'} name */
  const fromNpm = (name) => {
    const value = env[`npm_config_${name.replace('-', '_')}`];
    return value === 'true' ? numbers[0] : value;
  };
  return { areaArgs, keep: flags.keep ?? fromNpm('keep'), keepDays: flags['keep-days'] ?? fromNpm('keep-days') };
}

/** @param {string[]} args @param {Flags} flags @param {Io} io */
function prune(args, flags, io) {
  const { areaArgs, keep, keepDays: keepDaysFlag } = pruneFlagsFromNpm(args, flags, io.env);
  const keepDays = Number(keepDaysFlag ?? io.env.RELEASE_KEEP_DAYS ?? DEFAULT_KEEP_DAYS);
  const keepCount = Number(keep ?? io.env.RELEASE_KEEP_COUNT ?? DEFAULT_KEEP_COUNT);
  if (!(keepDays >= 0) || !(Number.isInteger(keepCount) && keepCount >= 0)) throw new ReleaseError('--keep-days and --keep take numbers ≥ 0.');
  const dir = releasesDir(io.env);
  const now = io.now?.() ?? new Date();
  const areas = areaArgs.length > 0 ? areaArgs.map((name) => areaOf(name, dir)) : knownAreas(dir);
  for (const area of areas) {
    const history = readHistory(dir, area);
    const pruned = releasesToPrune(history, { now, keepDays, keepCount });
    for (const record of pruned) {
      rmSync(path.join(dir, area, record.version), { recursive: true, force: true });
      record.pruned = true;
    }
    if (pruned.length > 0) writeHistory(dir, area, history);
    io.log(`${area}: ${pruned.length === 0 ? 'nothing to prune' : `pruned ${pruned.map((record) => record.version).join(', ')}`}.`);
  }
}

const usage = `usage: release <area> [--canary <percent>] [--from <built folder>] [--new] | rollback <area> [<version>] | releases <area> | promote <area> | abort <area> | prune [<area>…] [--keep-days <days>] [--keep <count>]`;

/**
 * @param {string[]} argv @param {Io} io
 * @returns {Promise<number>} the exit code
 */
export async function runReleaseCommand(argv, io) {
  try {
    const { values: flags, positionals } = parseCommandLine(argv);
    const [command, ...args] = positionals;
    const dir = releasesDir(io.env);
    if (command === 'release') await release(areaOf(args[0], dir, flags.new === true || io.env.npm_config_new === 'true'), args.slice(1), flags, io);
    else if (command === 'rollback') await rollback(areaOf(args[0], dir), args[1], io);
    else if (command === 'releases') list(areaOf(args[0], dir), io);
    else if (command === 'promote' || command === 'abort') await endCanary(areaOf(args[0], dir), command, io);
    else if (command === 'prune') prune(args, flags, io);
    else {
      io.log(usage);
      return 2;
    }
    return 0;
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    io.log(`✗ ${error.message}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runReleaseCommand(process.argv.slice(2), { env: process.env, log: (line) => console.log(line) }).then(
    (code) => process.exit(code),
    (error) => {
      console.error(`✗ ${error.message}`);
      process.exit(2);
    },
  );
}
