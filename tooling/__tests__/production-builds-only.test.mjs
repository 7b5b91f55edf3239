import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ProductionBuildsOnlyPlugin } from '../production-builds-only-plugin.mjs';

/** A one-file app importing a library laid out like react-router 7 (dist/development and dist/production). */
function appImporting(build) {
  const dir = mkdtempSync(path.join(tmpdir(), 'production-builds-'));
  for (const variant of ['development', 'production']) {
    mkdirSync(path.join(dir, 'node_modules', 'lib', 'dist', variant), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules', 'lib', 'dist', variant, 'index.mjs'), `export const build = '${variant}';`);
  }
  writeFileSync(path.join(dir, 'index.mjs'), `import { build } from './node_modules/lib/dist/${build}/index.mjs'; console.log(build);`);
  return dir;
}

/** @returns {Promise<string[]>} the build's error messages */
function buildErrors(dir) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.mjs',
    output: { path: path.join(dir, 'dist') },
    plugins: [new ProductionBuildsOnlyPlugin()],
    optimization: { minimize: false }, // what is resolved is the point, not the minified bytes
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else resolve(stats?.toJson({ all: false, errors: true }).errors?.map((entry) => entry.message) ?? []);
    }),
  );
}

describe('production builds only', () => {
  it('fails a production build that would ship a library’s development build', { timeout: 30_000 }, async () => {
    const errors = await buildErrors(appImporting('development'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('A development build would ship in production');
    expect(errors[0]).toContain(path.join('lib', 'dist', 'development', 'index.mjs'));
  });

  it('lets the production build of the same library through', { timeout: 30_000 }, async () => {
    expect(await buildErrors(appImporting('production'))).toEqual([]);
  });
});
