import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registryFiles, runReleaseCommand } from '../release-cli.mjs';
import { PAGE_CACHE_VARIANTS_MAP, pageCacheVariantsMap, pageRoutesMap, PAGE_ROUTES_MAP } from '../nginx-page-map.mjs';
import { readHistory } from '../release-store.mjs';
import { shellPageWithRegistry } from '../../shell-page.mjs';

// The commands on throwaway folders: a registry file, a shell manifest and "builds" handed in with
// --from (the real build is exercised by e2e/tests/platform/area-releases.spec.ts).
let work = '';
let lines = /** @type {string[]} */ ([]);
let clock = Date.parse('2026-11-26T10:00:00Z');

const shellManifest = { metaData: { pluginVersion: '2.9.2' }, shared: [{ name: 'react', version: '19.2.0', singleton: true }] };
const registryFile = () => path.join(work, 'runtime', 'remotes.json');
const registry = () => JSON.parse(readFileSync(registryFile(), 'utf8'));

/** @param {string} key @param {string} routePath */
const route = (key, routePath) => ({ key, path: routePath, title: key, description: `${key}.` });
const TOURS_ROUTES = [route('tours', '/tours'), route('toursHotel', '/tours/hotels/:hotelId')];

/**
 * A build folder whose manifest needs `react` at `range`, with the routes it publishes.
 * @param {string} name @param {string} range @param {{ routes?: object[], links?: string[], area?: string, folder?: string } | null} published
 */
function build(name, range = '^19.0.0', published = {}) {
  const dir = published?.folder ?? path.join(work, 'builds', name);
  mkdirSync(dir, { recursive: true });
  const manifest = { metaData: { pluginVersion: '2.9.2' }, shared: [{ name: 'react', version: '19.0.0', singleton: true, requiredVersion: range }] };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'route-search.js'), `// ${name}`);
  if (published) {
    const { routes = TOURS_ROUTES, links = [], area = 'tours' } = published;
    writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ area, routes, links }));
  }
  return dir;
}

/** An area's unreleased build, as its dist/ (what the registry serves before its first release). @param {string} area @param {object} published */
const dist = (area, published) => build(`${area}-dist`, '^19.0.0', { ...published, folder: path.join(work, 'repo', area, 'dist') });

/** @param {string[]} argv */
async function run(...argv) {
  lines = [];
  const env = { RELEASES_DIR: path.join(work, 'releases'), RELEASE_REGISTRIES: registryFile(), AREA_BUILDS_DIR: path.join(work, 'repo') };
  clock += 60_000;
  return runReleaseCommand(argv, { env, log: (line) => lines.push(line), now: () => new Date(clock) });
}

const history = () => readHistory(path.join(work, 'releases'), 'mf-tours');

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'release-cli-'));
  mkdirSync(path.join(work, 'runtime'));
  writeFileSync(path.join(work, 'shell-manifest.json'), JSON.stringify(shellManifest));
  const remotes = { 'mf-tours': 'http://127.0.0.1:1/mf-manifest.json', 'mf-avia': 'http://127.0.0.1:1/mf-manifest.json' };
  writeFileSync(registryFile(), JSON.stringify({ remotes, overrideOrigins: [] }));
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

/** @param {string} name @param {string[]} more */
const release = (name, ...more) => run('release', 'tours', '--from', build(name), '--shell-manifest', path.join(work, 'shell-manifest.json'), ...more);
/** @param {string} name @param {{ routes?: object[], links?: string[] } | null} published */
const releaseWith = (name, published) =>
  run('release', 'tours', '--from', build(name, '^19.0.0', published), '--shell-manifest', path.join(work, 'shell-manifest.json'));

describe('release, rollback, canary and prune', () => {
  it('publishes a release into its own folder and switches the registry to it, saying from what to what', async () => {
    expect(await release('one')).toBe(0);
    const [first] = history().releases;
    expect(first?.version).toMatch(/^20261126-100100-/);
    expect(readFileSync(path.join(work, 'releases', 'mf-tours', String(first?.version), 'route-search.js'), 'utf8')).toBe('// one');
    expect(registry().remotes['mf-tours']).toBe(`http://127.0.0.1:1/releases/${first?.version}/mf-manifest.json`);
    expect(registry().remotes['mf-avia']).toBe('http://127.0.0.1:1/mf-manifest.json');
    expect(lines.at(-1)).toBe(`mf-tours: switched from its dist/ (no release) to ${first?.version}.`);
    // nothing but the finished release is left in the releases folder, and the registry was renamed into place
    expect(readdirSync(path.join(work, 'releases', 'mf-tours'))).toEqual([first?.version]);
    expect(readdirSync(path.join(work, 'runtime'))).toEqual(['remotes.json']);

    expect(await release('two')).toBe(0);
    const second = history().releases[1];
    expect(registry().remotes['mf-tours']).toContain(`/releases/${second?.version}/`);
    expect(existsSync(path.join(work, 'releases', 'mf-tours', String(first?.version), 'route-search.js'))).toBe(true);
  });

  it('refuses a build the shell cannot run and leaves the registry and the releases untouched', async () => {
    await release('one');
    const before = readFileSync(registryFile(), 'utf8');
    const registryTime = statSync(registryFile()).mtimeMs;
    const code = await run('release', 'mf-tours', '--from', build('bad', '^20.0.0'), '--shell-manifest', path.join(work, 'shell-manifest.json'));
    expect(code).toBe(1);
    expect(lines.join('\n')).toContain('✗ mf-tours needs react ^20.0.0, but the deployed shell provides react 19.2.0.');
    expect(lines.at(-1)).toBe('✗ mf-tours was not released: the registry is unchanged.');
    expect(readFileSync(registryFile(), 'utf8')).toBe(before);
    expect(statSync(registryFile()).mtimeMs).toBe(registryTime);
    expect(history().releases).toHaveLength(1);
    expect(readdirSync(path.join(work, 'releases', 'mf-tours'))).toHaveLength(1);
  });

  it('rolls back to the previous release by default, or to a named one, without building', async () => {
    await release('one');
    await release('two');
    await release('three');
    const [one, two, three] = history().releases.map((record) => record.version);
    expect(await run('rollback', 'mf-tours')).toBe(0);
    expect(lines).toEqual([`mf-tours: rolled back from ${three} to ${two}.`]);
    expect(registry().remotes['mf-tours']).toContain(`/releases/${two}/`);
    expect(await run('rollback', 'mf-tours', String(one))).toBe(0);
    expect(registry().remotes['mf-tours']).toContain(`/releases/${one}/`);
    expect(await run('rollback', 'mf-tours')).toBe(1);
    expect(lines).toEqual([`✗ mf-tours has no release before ${one}.`]);

    await run('releases', 'tours');
    expect(lines.map((line) => line.split('  ').at(-1))).toEqual(['retired', 'retired', 'live']);
    expect(lines[0]).toContain(String(three));
  });

  it('runs a canary beside the live release until it is promoted or aborted', async () => {
    await release('one');
    expect(await release('two', '--canary', '5')).toBe(0);
    const [live, canary] = history().releases.map((record) => record.version);
    expect(registry().remotes['mf-tours']).toContain(`/releases/${live}/`);
    expect(registry().canaries).toEqual({
      'mf-tours': { manifest: `http://127.0.0.1:1/releases/${canary}/mf-manifest.json`, percent: 5, routes: TOURS_ROUTES },
    });
    expect(await release('three')).toBe(1);
    expect(lines.at(-1)).toContain('has a canary running');

    await run('releases', 'mf-tours');
    expect(lines.map((line) => line.split('  ').at(-1))).toEqual(['canary 5 %', 'live']);

    expect(await run('promote', 'mf-tours')).toBe(0);
    expect(registry().remotes['mf-tours']).toContain(`/releases/${canary}/`);
    expect(registry().canaries).toBeUndefined();

    await release('four', '--canary', '50');
    expect(await run('abort', 'mf-tours')).toBe(0);
    expect(registry().remotes['mf-tours']).toContain(`/releases/${canary}/`);
    expect(registry().canaries).toBeUndefined();
    expect(history().canary).toBeNull();
  });

  it('takes the percentage npm hands over when `npm run release <area> --canary 5` is typed', async () => {
    lines = [];
    const env = { RELEASES_DIR: path.join(work, 'releases'), RELEASE_REGISTRIES: registryFile(), npm_config_canary: 'true' };
    const argv = ['release', 'mf-tours', '--from', build('one'), '--shell-manifest', path.join(work, 'shell-manifest.json'), '7'];
    expect(await runReleaseCommand(argv, { env, log: (line) => lines.push(line) })).toBe(0);
    expect(registry().canaries['mf-tours'].percent).toBe(7);
  });

  it('prunes releases past retention, never the live or the canary one', async () => {
    for (const name of ['a', 'b', 'c', 'd']) await release(name);
    await run('rollback', 'mf-tours', String(history().releases[0]?.version)); // a is live again
    await release('e', '--canary', '10');
    const [a, b, c, d, e] = history().releases.map((record) => record.version);
    clock += 8 * 24 * 60 * 60 * 1000;
    expect(await run('prune', 'mf-tours', '--keep', '1', '--keep-days', '7')).toBe(0);
    expect(lines).toEqual([`mf-tours: pruned ${b}, ${c}, ${d}.`]);
    expect(readdirSync(path.join(work, 'releases', 'mf-tours')).sort()).toEqual([a, e]);
    expect(await run('rollback', 'mf-tours', String(c))).toBe(1);
    expect(lines).toEqual([`✗ mf-tours ${c} was pruned; release again instead.`]);
  });

  it('--keep 0 keeps no release for its rank: only live, canary and the retention period protect one', async () => {
    await release('a');
    await release('b');
    const [a, b] = history().releases.map((record) => record.version);
    clock += 8 * 24 * 60 * 60 * 1000;
    expect(await run('prune', 'mf-tours', '--keep', '0', '--keep-days', '7')).toBe(0);
    expect(lines).toEqual([`mf-tours: pruned ${a}.`]);
    expect(readdirSync(path.join(work, 'releases', 'mf-tours'))).toEqual([b]);
  });

  it('takes the count npm hands over when `npm run release:prune --keep 0` is typed', async () => {
    await release('a');
    await release('b');
    const [a] = history().releases.map((record) => record.version);
    clock += 30 * 24 * 60 * 60 * 1000;
    lines = [];
    const env = { RELEASES_DIR: path.join(work, 'releases'), RELEASE_REGISTRIES: registryFile(), npm_config_keep: 'true' };
    expect(await runReleaseCommand(['prune', 'mf-tours', '0'], { env, log: (line) => lines.push(line), now: () => new Date(clock) })).toBe(0);
    expect(lines).toEqual([`mf-tours: pruned ${a}.`]);
  });

  it('keeps a release retired less than the retention period ago, whatever its age', async () => {
    await release('a');
    clock += 30 * 24 * 60 * 60 * 1000;
    await release('b');
    expect(await run('prune', 'mf-tours', '--keep', '0')).toBe(0);
    expect(lines).toEqual(['mf-tours: nothing to prune.']);
  });
});

describe('the registries a release switches', () => {
  it("is every app host's of a running cluster (npm run production:cluster), each that exists", () => {
    const cluster = path.join(work, 'cluster');
    const hostRegistry = (/** @type {string} */ host) => path.join(cluster, host, 'runtime', 'remotes.json');
    const env = { CLUSTER_STATE_DIR: cluster, PRODUCTION_STATE_DIR: path.join(work, 'no-production') };
    mkdirSync(path.dirname(hostRegistry('app1')), { recursive: true });
    writeFileSync(hostRegistry('app1'), '{}');
    expect(registryFiles(env)).toContain(hostRegistry('app1'));
    expect(registryFiles(env)).not.toContain(hostRegistry('app2'));
    mkdirSync(path.dirname(hostRegistry('app2')), { recursive: true });
    writeFileSync(hostRegistry('app2'), '{}');
    expect(registryFiles(env)).toEqual(expect.arrayContaining([hostRegistry('app1'), hostRegistry('app2')]));
  });
});

describe('the routes a release publishes', () => {
  it('puts them in the registry: a release adds a page, a rollback takes it away again', async () => {
    await release('one');
    expect(registry().routes['mf-tours'].map((/** @type {{ key: string }} */ r) => r.key)).toEqual(['tours', 'toursHotel']);
    expect(await releaseWith('two', { routes: [...TOURS_ROUTES, route('toursProbe', '/tours/probe')] })).toBe(0);
    expect(registry().routes['mf-tours'].map((/** @type {{ key: string }} */ r) => r.key)).toEqual(['tours', 'toursHotel', 'toursProbe']);
    expect(await run('rollback', 'mf-tours')).toBe(0);
    expect(registry().routes['mf-tours'].map((/** @type {{ key: string }} */ r) => r.key)).toEqual(['tours', 'toursHotel']);
  });

  it("keeps the build an area's first release replaces, so the first release can be rolled back", async () => {
    dist('mf-tours', { routes: [route('tours', '/tours')] });
    expect(await release('one')).toBe(0);
    const [replaced, first] = history().releases;
    expect(replaced?.commit).toBe('dist');
    expect(replaced?.retiredAt).toBeDefined();
    expect(registry().remotes['mf-tours']).toContain(`/releases/${first?.version}/`);
    expect(await run('rollback', 'mf-tours')).toBe(0);
    expect(lines).toEqual([`mf-tours: rolled back from ${first?.version} to ${replaced?.version}.`]);
    expect(registry().remotes['mf-tours']).toContain(`/releases/${replaced?.version}/`);
    expect(registry().routes['mf-tours'].map((/** @type {{ key: string }} */ r) => r.key)).toEqual(['tours']);
  });

  it.each([
    ['no routes file', null, 'its build has no routes.json'],
    ['a malformed routes file', { routes: [{ key: 'tours', path: 'tours' }] }, '"path" must be an absolute path'],
    [
      'a path another area serves',
      { routes: [...TOURS_ROUTES, route('toursSearch', '/search/:text')] },
      '/search/:searchString is claimed by mf-tours and mf-avia',
    ],
    ['a route key another area uses', { routes: [...TOURS_ROUTES, route('search', '/tours/search')] }, 'the route key search is used by mf-tours and mf-avia'],
    ['a page another area links to taken away', { routes: [route('tours', '/tours')] }, 'it removes pages other areas link to (mf-avia links to toursHotel)'],
  ])('refuses %s before deploying, the registry untouched', async (_, published, message) => {
    dist('mf-avia', { area: 'avia', routes: [route('search', '/search/:searchString')], links: ['toursHotel'] });
    await release('one');
    const before = readFileSync(registryFile(), 'utf8');
    expect(await releaseWith('bad', published)).toBe(1);
    expect(lines.at(-1)).toContain(message);
    expect(lines.at(-1)).toContain('The registry is unchanged.');
    expect(readFileSync(registryFile(), 'utf8')).toBe(before);
    expect(history().releases).toHaveLength(1);
  });

  it("rewrites the page map of an nginx serving the registry: a canary's pages for its buckets only", async () => {
    writeFileSync(path.join(work, 'runtime', PAGE_ROUTES_MAP), '');
    await release('one');
    await run(
      'release',
      'tours',
      '--from',
      build('two', '^19.0.0', { routes: [route('tours', '/tours'), route('toursProbe', '/tours/probe')] }),
      '--shell-manifest',
      path.join(work, 'shell-manifest.json'),
      '--canary',
      '3',
    );
    const map = readFileSync(path.join(work, 'runtime', PAGE_ROUTES_MAP), 'utf8');
    expect(map).toBe(pageRoutesMap(registry(), []));
    expect(map.split('\n').slice(0, 3)).toEqual([
      '"~*^(?:0|1|2)\\|/tours/?$" 1;',
      '"~*^(?:0|1|2)\\|/tours/probe/?$" 1;',
      '"~*^(?:0|1|2)\\|/tours/hotels/[^/]+/?$" 0;',
    ]);
    expect(map).toContain('"~*^[^|]*\\|/tours/hotels/[^/]+/?$" 1;');
    expect(map).not.toContain('[^|]*\\|/tours/probe');
  });

  it("gives nginx's page cache new keys on every release, canary step and rollback (its purge), a canary's buckets their own", async () => {
    writeFileSync(path.join(work, 'runtime', PAGE_ROUTES_MAP), '');
    const variants = () => readFileSync(path.join(work, 'runtime', PAGE_CACHE_VARIANTS_MAP), 'utf8');
    const generation = () => /^default "([0-9a-f]{16}):live";$/m.exec(variants())?.[1];
    await release('one');
    await release('two');
    expect(variants()).toMatch(/^default "[0-9a-f]{16}:live";\n$/);
    const seen = [generation()];
    expect(await release('three', '--canary', '3')).toBe(0);
    // buckets 0–2 (the canary's) are looked up apart from the rest; the generation is the file's one
    expect(variants()).toBe(`"~^(?:0|1|2)$" "${generation()}:below-3";\ndefault "${generation()}:live";\n`);
    seen.push(generation());
    expect(await run('abort', 'tours')).toBe(0);
    seen.push(generation());
    expect(await run('rollback', 'tours')).toBe(0);
    seen.push(generation());
    expect(variants()).toMatch(/^default "[0-9a-f]{16}:live";\n$/);
    expect(new Set(seen).size).toBe(4);
  });

  it('keys a page cache by the set of canaries a bucket is in: one key for the buckets the same releases serve', () => {
    const map = pageCacheVariantsMap(
      {
        remotes: {},
        canaries: {
          'mf-tours': { manifest: 'http://x/releases/b/mf-manifest.json', percent: 5 },
          'mf-avia': { manifest: 'http://x/releases/c/mf-manifest.json', percent: 2 },
          'mf-content': { manifest: 'http://x/releases/d/mf-manifest.json', percent: 5 },
        },
      },
      'g',
    );
    // nginx takes the first regular expression that matches: buckets 0–1 are in all three canaries, 2–4 in two
    expect(map).toBe('"~^(?:0|1)$" "g:below-2";\n"~^(?:0|1|2|3|4)$" "g:below-5";\ndefault "g:live";\n');
  });

  it("rewrites the registry written into nginx's page: the early script learns the release's routes with the page", async () => {
    writeFileSync(path.join(work, 'runtime', PAGE_ROUTES_MAP), '');
    const page = shellPageWithRegistry('<head><link rel="preload" href="/remotes.json" as="fetch" crossorigin /></head>', registry());
    writeFileSync(path.join(work, 'runtime', 'index.html'), page);
    await releaseWith('one', { routes: [...TOURS_ROUTES, route('toursProbe', '/tours/probe')] });
    const served = readFileSync(path.join(work, 'runtime', 'index.html'), 'utf8');
    expect(served).toBe(shellPageWithRegistry(page, registry()));
    expect(served).toContain('/tours/probe');
  });
});

describe('an area registered at run time', () => {
  const AREA_ROUTES = [route('probeHome', '/probe'), route('probeItem', '/probe/:itemId')];
  /** @param {string} area @param {object[]} routes @param {string[]} more */
  const releaseNew = (area, routes = AREA_ROUTES, ...more) =>
    run(
      'release',
      area,
      '--from',
      build(area, '^19.0.0', { routes, area: area.replace(/^mf-/, '') }),
      '--shell-manifest',
      path.join(work, 'shell-manifest.json'),
      ...more,
    );

  beforeEach(() => {
    writeFileSync(registryFile(), JSON.stringify({ ...registry(), areasOrigin: 'http://127.0.0.1:2' }));
  });

  it('joins the registry with its first release, served from the shell’s origin, with its routes, and stays known after', async () => {
    expect(await releaseNew('probe', AREA_ROUTES, '--new')).toBe(0);
    const [first] = readHistory(path.join(work, 'releases'), 'mf-probe').releases;
    expect(registry().remotes['mf-probe']).toBe(`http://127.0.0.1:2/mf-probe/releases/${first?.version}/mf-manifest.json`);
    expect(registry().routes['mf-probe'].map((/** @type {{ key: string }} */ published) => published.key)).toEqual(['probeHome', 'probeItem']);
    // a later release needs no --new, and rolls back like any area's
    expect(await releaseNew('probe', [route('probeHome', '/probe')])).toBe(0);
    expect(registry().routes['mf-probe']).toHaveLength(1);
    expect(await run('rollback', 'probe')).toBe(0);
    expect(registry().routes['mf-probe']).toHaveLength(2);
    expect(await run('releases', 'mf-probe')).toBe(0);
    expect(lines).toHaveLength(2);
  });

  it('is refused without --new (a typo must not make an area), with a name no area may have, and on a path another area serves', async () => {
    const before = readFileSync(registryFile(), 'utf8');
    expect(await releaseNew('probe')).toBe(1);
    expect(lines.at(-1)).toContain('Unknown area «probe»');
    expect(lines.at(-1)).toContain('--new');
    expect(await run('release', 'Probe_1', '--from', build('bad'), '--new')).toBe(1);
    expect(lines.at(-1)).toContain('«Probe_1» is no area name');
    await releaseWith('tours', {});
    const withTours = readFileSync(registryFile(), 'utf8');
    expect(await releaseNew('probe', [route('probeTours', '/tours')], '--new')).toBe(1);
    expect(lines.at(-1)).toContain('The registry is unchanged.');
    expect(readFileSync(registryFile(), 'utf8')).toBe(withTours);
    expect(before).not.toContain('mf-probe');
    expect(withTours).not.toContain('mf-probe');
  });
});
