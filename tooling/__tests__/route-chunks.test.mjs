import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { afterEach, describe, expect, it } from 'vitest';
import { productionChunkFilename, productionCssChunkFilename, ROUTE_CHUNK_PREFIX, RoutePageChunksPlugin } from '../route-chunks.mjs';

describe('production chunk file names', () => {
  it('keeps the name of a route chunk, so the early script finds it in the manifest', () => {
    expect(productionChunkFilename({ chunk: { name: `${ROUTE_CHUNK_PREFIX}booking` } })).toBe('[name].[contenthash:8].js');
  });

  it('names any other chunk by its id, named or not', () => {
    expect(productionChunkFilename({ chunk: { name: 'date-calendar' } })).toBe('[id].[contenthash:8].js');
    expect(productionChunkFilename({ chunk: { name: null } })).toBe('[id].[contenthash:8].js');
    expect(productionChunkFilename({})).toBe('[id].[contenthash:8].js');
  });

  it("names a route chunk's extracted stylesheet after the route too, so the early script can preload it", () => {
    expect(productionCssChunkFilename({ chunk: { name: `${ROUTE_CHUNK_PREFIX}booking` } })).toBe('[name].[contenthash:8].css');
    expect(productionCssChunkFilename({ chunk: { name: 'date-calendar' } })).toBe('[id].[contenthash:8].css');
  });
});

const dirs = /** @type {string[]} */ ([]);
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * Builds a pages module (and two page modules it imports) with the plugin, for an area whose routes
 * are `index` and `booking`; resolves with the emitted chunk files, or the build's errors.
 * @param {string} pagesSource
 */
function buildPages(pagesSource) {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-chunks-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'pages.mjs'), pagesSource);
  writeFileSync(path.join(dir, 'home.mjs'), 'export const Home = "home";');
  writeFileSync(path.join(dir, 'booking.mjs'), 'export const Booking = "booking";');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './pages.mjs' },
    output: { path: path.join(dir, 'dist'), chunkFilename: productionChunkFilename },
    plugins: [new RoutePageChunksPlugin({ pagesModule: path.join(dir, 'pages.mjs'), routeNames: ['index', 'booking'] })],
  });
  return /** @type {Promise<{ files: string[], errors: string }>} */ (
    new Promise((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || !stats) reject(error);
        else resolve({ files: stats.hasErrors() ? [] : readdirSync(path.join(dir, 'dist')), errors: stats.toString('errors-only') });
      }),
    )
  );
}

// Each case runs a real webpack compilation, which takes seconds on a busy 2-core machine.
describe('route page chunks', { timeout: 60_000 }, () => {
  it('names each import of the pages module after the route key it sits under', async () => {
    const { files, errors } = await buildPages(
      `export const pages = { index: () => import('./home.mjs').then((m) => m.Home), booking: () => Promise.all([import('./booking.mjs'), import('./home.mjs')]) };`,
    );
    expect(errors).toBe('');
    expect(files.filter((file) => file.startsWith(ROUTE_CHUNK_PREFIX)).map((file) => file.split('.')[0])).toEqual(['route-booking', 'route-index']);
  });

  it('fails the build for a chunk name typed by hand', async () => {
    const { errors } = await buildPages(`export const pages = { index: () => import(/* webpackChunkName: "route-home" */ './home.mjs') };`);
    expect(errors).toContain('carries a webpackChunkName');
  });

  it('fails the build for a key that is not a route of the area', async () => {
    const { errors } = await buildPages(`export const pages = { tours: () => import('./home.mjs') };`);
    expect(errors).toContain('sits under "tours", not a route of this area');
  });

  it('fails the build for an import under no route key', async () => {
    const { errors } = await buildPages(`const home = () => import('./home.mjs');\nexport const pages = { index: home };`);
    expect(errors).toContain('sits under no route key');
  });
});
