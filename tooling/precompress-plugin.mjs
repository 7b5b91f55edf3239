// Brotli and gzip copies of every text file of a production build, made once at build time at the
// highest levels (too slow per request) by compression-webpack-plugin: a static server or nginx
// (`brotli_static`, `gzip_static`) sends `x.js.br` / `x.js.gz` to clients that accept them
// (tooling/serve-static.mjs). Deploy-time files (remotes.json, config.json) are no build assets, so
// no copy of theirs goes stale: servers compress those per request.
import CompressionPlugin from 'compression-webpack-plugin';
import { constants } from 'node:zlib';

const textFiles = {
  /** Text served to browsers; source maps are fetched by developers only and stay as they are. */
  test: /\.(js|mjs|css|html|json|svg|txt)$/,
  /** Below this, compressing does not pay for itself; the same floor as serve-static.mjs and nginx's gzip_min_length. */
  threshold: 512,
  /** Every such file, however little it shrinks, so a server never falls back to compressing it per request. */
  minRatio: Infinity,
};

/** The two plugins, run after every other plugin has written its assets (the page, the manifests). */
export function precompressPlugins() {
  return [
    new /** @type {typeof CompressionPlugin<import('node:zlib').BrotliOptions>} */ (CompressionPlugin)({
      ...textFiles,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({ ...textFiles, algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}
