// Brotli and gzip copies of every text file of a production build, made once at build time at
// the highest levels (too slow per request): a static server or nginx (`brotli_static`,
// `gzip_static`) sends `x.js.br` / `x.js.gz` to clients that accept them (tooling/serve-static.mjs).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text served to browsers; source maps are fetched by developers only and stay as they are. */
const compressible = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this, compressing does not pay for itself; the same floor as serve-static.mjs and nginx's gzip_min_length. */
const minimumBytes = 512;
/**
 * Deploy-time files: a deployment rewrites them after the build (tooling/runtime-files.mjs), so a copy
 * compressed at build time would go stale. Servers compress these per request.
 */
const runtimeFiles = new Set(['remotes.json', 'config.json']);

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file in `dir` (recursively).
 * @param {string} dir
 * @returns {number} how many files were compressed
 */
export function precompressFolder(dir) {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const filePath = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompressFolder(filePath);
      continue;
    }
    if (!compressible.test(entry.name) || runtimeFiles.has(entry.name) || statSync(filePath).size < minimumBytes) continue;
    const body = readFileSync(filePath);
    writeFileSync(
      `${filePath}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
    writeFileSync(`${filePath}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

/** Runs after webpack has written the output folder, so index.html and mf-manifest.json are included. */
export class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', () => {
      const outputPath = compiler.options.output.path;
      if (outputPath) precompressFolder(outputPath);
    });
  }
}
