import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import webpack from 'webpack';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, CompileHintsPlugin } from '../compile-hints-plugin.mjs';
import { EarlyScriptPlugin } from '../early-script-plugin.mjs';
import { SHARED_FUNCTION_PLACEHOLDERS } from '../route-table.mjs';
import { earlyScriptTexts } from '../shell-page.mjs';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/** An app with an entry, a lazy chunk and an early script, built as the platform's production builds are. */
function buildApp(withHints) {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  writeFileSync(path.join(dir, 'lazy.mjs'), `export const later = () => 'later';`);
  writeFileSync(path.join(dir, 'index.mjs'), `globalThis.started = 'started'; export const load = () => import('./lazy.mjs');`);
  // the early script's placeholders, which the plugin fills from the route table and shared's functions
  writeFileSync(
    path.join(dir, 'early.js'),
    `var tables = __EARLY_BOOT_TABLES__;\n${SHARED_FUNCTION_PLACEHOLDERS.map((placeholder, index) => `var shared${index} = ${placeholder};`).join('\n')}\nwindow.early = [tables, shared0];`,
  );
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.mjs' },
    output: { path: path.join(dir, 'dist'), publicPath: '/', filename: '[name].[contenthash:8].js', chunkFilename: '[id].[contenthash:8].js' },
    plugins: [new HtmlWebpackPlugin(), new EarlyScriptPlugin({ source: path.join(dir, 'early.js') }), ...(withHints ? [new CompileHintsPlugin()] : [])],
    optimization: { minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: {} }, extractComments: false })] },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve(path.join(dir, 'dist'));
    }),
  );
}

const scriptsOf = (dist) =>
  readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .sort();
/** webpack's chunk files: every script file (the early script is inline in index.html). */
const chunksOf = scriptsOf;

describe('compile hints', () => {
  it('puts the hint on the first line of every chunk, after the minimizer has run', { timeout: 60_000 }, async () => {
    const dist = await buildApp(true);
    const chunks = chunksOf(dist);
    expect(chunks).toHaveLength(2); // main and the lazy chunk
    for (const file of chunks) expect(readFileSync(path.join(dist, file), 'utf8').startsWith(COMPILE_HINT), file).toBe(true);
    // the hinted bundle still runs
    const main = readFileSync(
      path.join(
        dist,
        chunks.find((file) => file.startsWith('main.')),
      ),
      'utf8',
    );
    const context = { self: {} };
    context.globalThis = context;
    runInNewContext(main, context);
    expect(context.started).toBe('started');
  });

  it('is counted in the chunks’ content hashes, and leaves the page’s inline early script alone', { timeout: 60_000 }, async () => {
    const [plain, hinted] = await Promise.all([buildApp(false), buildApp(true)]);
    // a long-cached file never changes under the same name
    for (const name of chunksOf(hinted)) expect(chunksOf(plain)).not.toContain(name);
    const [early] = earlyScriptTexts(readFileSync(path.join(hinted, 'index.html'), 'utf8'));
    expect(early).toContain('window.early');
    expect(early?.startsWith(COMPILE_HINT)).toBe(false);
    expect(earlyScriptTexts(readFileSync(path.join(plain, 'index.html'), 'utf8'))).toEqual([early]);
  });
});
