#!/usr/bin/env node
// Run by an area's team before deploying a new build of its remote:
//   node tooling/skew-check.mjs --area mf-avia --registry https://example.ru/remotes.json [--manifest mf-avia/dist/mf-manifest.json]
// It fails in plain words when the area needs a version of a singleton (react, react-dom, react-router(-dom), jotai,
// shared) the deployed shell (its mf-manifest.json beside /remotes.json) does not provide, since singletons load once,
// from the shell; or when it was built with another federation plugin than the shell, whose runtime it runs on. Other
// deployed areas that disagree are listed as notes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { commandLine } from './command-line.mjs';
import { LOAN_MANIFEST_FIELD } from './federation-runtime/bundler-runtime-loan-terms.mjs';
import { SHARED_SURFACE_FIELD } from './shared-surface.mjs';

/** Packages whose single shared instance every bundle runs against (tooling/federation-shared.mjs). */
export const checkedSingletons = ['react', 'react-dom', 'react-router', 'react-router-dom', 'jotai', 'shared', 'valibot'];

/**
 * @typedef {{ name: string, version?: string, singleton?: boolean, requiredVersion?: string | false }} SharedEntry
 * @typedef {{ side: 'lends' | 'borrows', globalName: string, version: string }} LoanStamp
 * @typedef {import('./shared-surface.mjs').SharedSurface} SharedSurface
 * @typedef {{ name?: string, shared?: SharedEntry[], metaData?: { pluginVersion?: string, [LOAN_MANIFEST_FIELD]?: LoanStamp, [SHARED_SURFACE_FIELD]?: SharedSurface } }} Manifest
 */

/**
 * Whether `version` satisfies the range federation writes (`^x.y.z`, `~x.y.z`, exact, `*`), by npm's rules; no range: any.
 * @param {string} version @param {string | false | undefined} range
 */
export const satisfies = (version, range) => !range || semver.satisfies(version, range, { loose: true });

/** @param {Manifest} manifest @returns {Map<string, SharedEntry>} the checked singletons, by package name */
function singletonsOf(manifest) {
  const entries = new Map();
  for (const entry of manifest.shared ?? []) {
    if (checkedSingletons.includes(entry.name)) entries.set(entry.name, entry);
  }
  return entries;
}

/**
 * @param {{ area: string, areaManifest: Manifest, shellManifest: Manifest, otherAreas?: Record<string, Manifest> }} input
 * @returns {{ problems: string[], notes: string[] }}
 */
export function findSkew({ area, areaManifest, shellManifest, otherAreas = {} }) {
  const problems = [];
  const notes = [];
  // An area runs on the shell's federation runtime, core and bundler runtime both (tooling/federation-runtime):
  // their inner contract with the code the plugin generates may change in any release.
  const shellPlugin = shellManifest.metaData?.pluginVersion;
  const areaPlugin = areaManifest.metaData?.pluginVersion;
  if (shellPlugin !== areaPlugin) {
    problems.push(
      `${area} was built with the federation plugin ${areaPlugin ?? '(unknown version)'}, but the deployed shell runs ${shellPlugin ?? '(unknown version)'}; an area borrows the shell’s federation runtime, so the versions must be the same.`,
    );
  }
  // ...and on the bundler runtime the shell lends (tooling/federation-runtime/bundler-runtime-loan.mjs):
  // a shell built before the loan, or lending another version, would leave the area unable to start.
  const borrowed = areaManifest.metaData?.[LOAN_MANIFEST_FIELD];
  const lent = shellManifest.metaData?.[LOAN_MANIFEST_FIELD];
  if (borrowed?.side === 'borrows' && (lent?.side !== 'lends' || lent.version !== borrowed.version || lent.globalName !== borrowed.globalName)) {
    problems.push(
      `${area} borrows the shell’s federation bundler runtime ${borrowed.version}, but the deployed shell ${lent?.side === 'lends' ? `lends ${lent.version}` : 'lends none'}.`,
    );
  }
  // ...and on the shell's copy of `shared`: a name the area calls must be one it has (tooling/shared-surface.mjs)
  const uses = areaManifest.metaData?.[SHARED_SURFACE_FIELD]?.names;
  const offers = shellManifest.metaData?.[SHARED_SURFACE_FIELD]?.names;
  if (uses && offers) {
    const missing = uses.filter((name) => !offers.includes(name));
    if (missing.length > 0) {
      problems.push(`${area} uses ${missing.join(', ')} from shared, which the deployed shell’s shared does not have; deploy the shell first.`);
    }
  } else if (uses) {
    notes.push(
      `The deployed shell does not list what its shared offers (built before that list existed): the names ${area} uses from shared were checked by version only.`,
    );
  }
  const provided = singletonsOf(shellManifest);
  for (const [name, needed] of singletonsOf(areaManifest)) {
    const range = needed.requiredVersion || `^${needed.version}`;
    const shell = provided.get(name);
    if (!shell?.version) {
      problems.push(`${area} needs ${name} ${range}, but the deployed shell does not provide ${name} at all.`);
    } else if (!satisfies(shell.version, range)) {
      problems.push(`${area} needs ${name} ${range}, but the deployed shell provides ${name} ${shell.version}.`);
    }
    for (const [other, manifest] of Object.entries(otherAreas)) {
      const theirs = singletonsOf(manifest).get(name);
      if (theirs?.version && !satisfies(theirs.version, range)) {
        notes.push(`${other} (deployed) was built with ${name} ${theirs.version}; ${area} needs ${range}.`);
      }
    }
  }
  return { problems, notes };
}

/** @param {string} location a URL or a file path @returns {Promise<any>} */
async function readJson(location) {
  if (/^https?:\/\//.test(location)) {
    const response = await fetch(location, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`${location} answered ${response.status}`);
    return response.json();
  }
  return JSON.parse(readFileSync(location, 'utf8'));
}

/** @param {string[]} argv */
function parseArguments(argv) {
  const string = /** @type {const} */ ({ type: 'string' });
  return commandLine(argv, { area: string, registry: string, manifest: string, 'shell-manifest': string }).values;
}

/**
 * @param {string[]} argv
 * @param {{ log: (line: string) => void, repoRoot: string }} io
 * @returns {Promise<number>} the exit code
 */
export async function runSkewCheck(argv, io) {
  const options = parseArguments(argv);
  if (!options.area || !options.registry) {
    io.log(
      'usage: skew-check --area <remote, e.g. mf-avia> --registry <URL or file of remotes.json> [--manifest <new build mf-manifest.json>] [--shell-manifest <URL or file>]',
    );
    return 2;
  }
  const area = options.area;
  const registry = /** @type {{ remotes: Record<string, string> }} */ (await readJson(options.registry));
  const shellManifestAt =
    options['shell-manifest'] ?? (/^https?:\/\//.test(options.registry) ? new URL('/mf-manifest.json', options.registry).href : undefined);
  if (!shellManifestAt) throw new Error('--shell-manifest is needed when --registry is a file');
  const areaManifestAt = options.manifest ?? path.join(io.repoRoot, area, 'dist', 'mf-manifest.json');
  const [shellManifest, areaManifest] = await Promise.all([readJson(shellManifestAt), readJson(areaManifestAt)]);
  /** @type {Record<string, Manifest>} */
  const otherAreas = {};
  for (const [name, url] of Object.entries(registry.remotes ?? {})) {
    if (name === area) continue;
    try {
      otherAreas[name] = await readJson(url);
    } catch (error) {
      io.log(`note: could not read ${name}'s deployed manifest (${url}): ${/** @type {Error} */ (error).message}`);
    }
  }
  const { problems, notes } = findSkew({ area, areaManifest, shellManifest, otherAreas });
  for (const note of notes) io.log(`note: ${note}`);
  if (problems.length > 0) {
    for (const problem of problems) io.log(`✗ ${problem}`);
    io.log(`Do not deploy ${area}: deploy a shell that provides these versions first, or build ${area} against the shell's versions.`);
    return 1;
  }
  io.log(`✓ ${area}: the deployed shell (${shellManifestAt}) runs the same federation plugin and provides every singleton it needs.`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  runSkewCheck(process.argv.slice(2), { log: (line) => console.log(line), repoRoot }).then(
    (code) => process.exit(code),
    (error) => {
      console.error(`✗ skew check could not run: ${error.message}`);
      process.exit(2);
    },
  );
}
