import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findSkew, runSkewCheck, satisfies } from '../skew-check.mjs';
import { BUNDLER_RUNTIME_GLOBAL, LOAN_MANIFEST_FIELD } from '../federation-runtime/bundler-runtime-loan-terms.mjs';
import { SHARED_SURFACE_FIELD } from '../shared-surface.mjs';

/** A manifest's `shared` list as @module-federation/enhanced writes it (only the fields the check reads). */
const loan = { globalName: BUNDLER_RUNTIME_GLOBAL, version: '2.9.2' };

function manifest(/** @type {Record<string, string>} */ versions, pluginVersion = '2.9.2', side = 'lends') {
  return {
    metaData: { pluginVersion, [LOAN_MANIFEST_FIELD]: { side, ...loan } },
    shared: Object.entries(versions)
      .filter(([, version]) => version !== undefined)
      .map(([name, version]) => ({ name, version, singleton: true, requiredVersion: `^${version}` })),
  };
}

const current = { react: '19.2.0', 'react-dom': '19.2.0', 'react-router-dom': '7.18.5', 'react-router': '7.18.5', jotai: '2.9.3', shared: '1.0.0' };

describe('satisfies', () => {
  it.each([
    ['19.2.4', '^19.2.0', true],
    ['19.1.0', '^19.2.0', false],
    ['20.0.0', '^19.2.0', false],
    ['0.5.9', '^0.5.1', true],
    ['0.6.0', '^0.5.1', false],
    ['2.9.9', '~2.9.3', true],
    ['2.10.0', '~2.9.3', false],
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '1.0.0', false],
    ['3.0.0', '*', true],
  ])('%s against %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('findSkew', () => {
  it('passes when the shell provides every singleton version the area needs', () => {
    expect(findSkew({ area: 'mf-avia', areaManifest: manifest(current), shellManifest: manifest(current) })).toEqual({ problems: [], notes: [] });
  });

  it('names the package, the needed range and what the shell has when a singleton is too old or missing', () => {
    const { problems } = findSkew({
      area: 'mf-avia',
      areaManifest: manifest({ ...current, 'react-router': '7.20.0', jotai: '3.0.1' }),
      shellManifest: manifest({ ...current, jotai: undefined }),
    });
    expect(problems).toEqual([
      'mf-avia needs react-router ^7.20.0, but the deployed shell provides react-router 7.18.5.',
      'mf-avia needs jotai ^3.0.1, but the deployed shell does not provide jotai at all.',
    ]);
  });

  it('refuses an area built with another federation plugin: it runs on the shell’s federation runtime', () => {
    const { problems } = findSkew({ area: 'mf-tours', areaManifest: manifest(current, '2.10.0'), shellManifest: manifest(current) });
    expect(problems).toEqual([
      'mf-tours was built with the federation plugin 2.10.0, but the deployed shell runs 2.9.2; an area borrows the shell’s federation runtime, so the versions must be the same.',
    ]);
    const unknown = findSkew({ area: 'mf-tours', areaManifest: { shared: manifest(current).shared }, shellManifest: manifest(current) });
    expect(unknown.problems).toEqual([
      'mf-tours was built with the federation plugin (unknown version), but the deployed shell runs 2.9.2; an area borrows the shell’s federation runtime, so the versions must be the same.',
    ]);
  });

  it('refuses an area that borrows the bundler runtime from a shell that does not lend it, or lends another version', () => {
    const area = manifest(current, '2.9.2', 'borrows');
    const beforeTheLoan = { ...manifest(current), metaData: { pluginVersion: '2.9.2' } };
    expect(findSkew({ area: 'mf-avia', areaManifest: area, shellManifest: beforeTheLoan }).problems).toEqual([
      'mf-avia borrows the shell’s federation bundler runtime 2.9.2, but the deployed shell lends none.',
    ]);
    const otherVersion = { ...manifest(current), metaData: { pluginVersion: '2.9.2', [LOAN_MANIFEST_FIELD]: { side: 'lends', ...loan, version: '2.9.3' } } };
    expect(findSkew({ area: 'mf-avia', areaManifest: area, shellManifest: otherVersion }).problems).toEqual([
      'mf-avia borrows the shell’s federation bundler runtime 2.9.2, but the deployed shell lends 2.9.3.',
    ]);
    expect(findSkew({ area: 'mf-avia', areaManifest: area, shellManifest: manifest(current) }).problems).toEqual([]);
  });

  it('refuses an area that uses a name of shared the deployed shell’s shared does not have, whatever the versions say', () => {
    /** @param {'offers' | 'uses'} side @param {string[]} names */
    const withSurface = (side, names) => {
      const built = manifest(current);
      return { ...built, metaData: { ...built.metaData, [SHARED_SURFACE_FIELD]: { side, names } } };
    };
    const area = withSurface('uses', ['apiGet', 'readStoredJson']);
    expect(findSkew({ area: 'mf-avia', areaManifest: area, shellManifest: withSurface('offers', ['apiGet', 'readStored']) }).problems).toEqual([
      'mf-avia uses readStoredJson from shared, which the deployed shell’s shared does not have; deploy the shell first.',
    ]);
    expect(findSkew({ area: 'mf-avia', areaManifest: area, shellManifest: withSurface('offers', ['apiGet', 'readStored', 'readStoredJson']) })).toEqual({
      problems: [],
      notes: [],
    });
    // a shell built before the list: the versions are all there is to go by
    expect(findSkew({ area: 'mf-avia', areaManifest: area, shellManifest: manifest(current) })).toEqual({
      problems: [],
      notes: [
        'The deployed shell does not list what its shared offers (built before that list existed): the names mf-avia uses from shared were checked by version only.',
      ],
    });
  });

  it('ignores non-singleton helpers and reports other areas only as notes', () => {
    const { problems, notes } = findSkew({
      area: 'mf-avia',
      areaManifest: {
        ...manifest(current),
        shared: [...manifest(current).shared, { name: 'dayjs', version: '2.0.0', singleton: false, requiredVersion: '^2.0.0' }],
      },
      shellManifest: manifest(current),
      otherAreas: { 'mf-tours': manifest({ ...current, react: '18.3.1' }) },
    });
    expect(problems).toEqual([]);
    expect(notes).toEqual(['mf-tours (deployed) was built with react 18.3.1; mf-avia needs ^19.2.0.']);
  });
});

describe('runSkewCheck (the command)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function deployment(/** @type {Record<string, string>} */ shellVersions) {
    dir = mkdtempSync(path.join(tmpdir(), 'skew-'));
    const file = (/** @type {string} */ name, /** @type {unknown} */ value) => {
      const at = path.join(dir, name);
      writeFileSync(at, JSON.stringify(value));
      return at;
    };
    const tours = file('tours.json', manifest(current));
    return {
      registry: file('remotes.json', { remotes: { 'mf-avia': 'http://unused/mf-manifest.json', 'mf-tours': tours }, overrideOrigins: [] }),
      shell: file('shell.json', manifest(shellVersions)),
      area: file('avia.json', manifest({ ...current, react: '19.3.0', 'react-dom': '19.3.0' })),
    };
  }

  it('exits 1 and says in words what the shell lacks', async () => {
    const files = deployment(current);
    const lines = [];
    const code = await runSkewCheck(['--area', 'mf-avia', '--registry', files.registry, '--shell-manifest', files.shell, '--manifest', files.area], {
      log: (line) => lines.push(line),
      repoRoot: dir,
    });
    expect(code).toBe(1);
    expect(lines).toContain('✗ mf-avia needs react ^19.3.0, but the deployed shell provides react 19.2.0.');
    expect(lines.at(-1)).toMatch(/^Do not deploy mf-avia/);
  });

  it('exits 0 when the deployed shell is new enough', async () => {
    const files = deployment({ ...current, react: '19.3.2', 'react-dom': '19.3.2' });
    const lines = [];
    const code = await runSkewCheck(['--area', 'mf-avia', '--registry', files.registry, '--shell-manifest', files.shell, '--manifest', files.area], {
      log: (line) => lines.push(line),
      repoRoot: dir,
    });
    expect(code).toBe(0);
    expect(lines.at(-1)).toMatch(/^✓ mf-avia/);
  });
});
