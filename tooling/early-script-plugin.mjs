// A hand-written browser script the page runs before its bundle has arrived (the shell's
// before-bundle.js): emitted as its own file with a content hash (cached forever like every hashed
// file) and loaded `async` from <head>, so it starts while main.js downloads and never blocks the
// first paint. A file rather than an inline <script>: the site's CSP runs scripts from files only
// (tooling/content-security-policy.mjs), with no hash or nonce to keep in step with the HTML. Its
// tables are written in here from the data the bundles read (tooling/route-table.mjs).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { routeTableFiles, withEarlyBootTables } from './route-table.mjs';

/** `before-bundle.js` → `before-bundle.1a2b3c4d.js`. @param {string} sourcePath @param {Buffer} body */
export function earlyScriptFileName(sourcePath, body) {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 8);
  return `${path.basename(sourcePath, '.js')}.${hash}.js`;
}

export class EarlyScriptPlugin {
  /** @param {{ source: string }} options absolute path of the plain (unbundled) script */
  constructor(options) {
    this.source = options.source;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EarlyScriptPlugin', (compilation) => {
      const body = Buffer.from(withEarlyBootTables(readFileSync(this.source, 'utf8')));
      const fileName = earlyScriptFileName(this.source, body);
      for (const file of [this.source, ...routeTableFiles]) compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tap({ name: 'EarlyScriptPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(fileName, new webpack.sources.RawSource(body));
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('EarlyScriptPlugin', (data) => {
        // absolute like the page's other scripts: a deep link such as /profile/orders must not resolve it under /profile/
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { src: `/${fileName}`, async: true }));
        return data;
      });
    });
  }
}
