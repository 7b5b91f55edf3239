// Writes a hand-written script (the shell's before-bundle.js) into index.html's <head> inline, so it runs as the HTML is
// parsed and, with config.json in the page, starts the page's API request at once. The CSP allows it by its hash, which
// the build writes to inline-script-hashes.json for both servers; its tables come from route-table.mjs.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import swc from '@swc/core';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { INLINE_SCRIPT_HASHES_FILE } from './content-security-policy.mjs';
import { routeTableFiles, withEarlyBootTables } from './route-table.mjs';
import { EARLY_SCRIPT_ATTRIBUTE, earlyScriptTexts } from './shell-page.mjs';

/** A CSP source expression for an inline script's exact text. @param {string} text */
export function scriptHashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export class EarlyScriptPlugin {
  /** @param {{ source: string }} options absolute path of the plain (unbundled) script */
  constructor(options) {
    this.source = options.source;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EarlyScriptPlugin', (compilation) => {
      const source = withEarlyBootTables(readFileSync(this.source, 'utf8'));
      // minified as webpack minifies the chunks: the page carries it on every first load
      const body = compiler.options.optimization.minimize ? swc.minifySync(source, { compress: true, mangle: true }).code : source;
      if (body.toLowerCase().includes('</script')) throw new Error('before-bundle.js: the text "</script" would end the inline script');
      for (const file of [this.source, ...routeTableFiles]) compilation.fileDependencies.add(file);
      const hooks = HtmlWebpackPlugin.getHooks(compilation);
      hooks.alterAssetTagGroups.tap('EarlyScriptPlugin', (data) => {
        // first in <head>'s injected tags, after the template's own (config.json is written in there)
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { [EARLY_SCRIPT_ATTRIBUTE]: true }, body));
        return data;
      });
      // hashed as emitted, after the page's minifier: the browser hashes the text it parses
      hooks.beforeEmit.tap('EarlyScriptPlugin', (data) => {
        const texts = earlyScriptTexts(data.html);
        if (texts.length !== 1) throw new Error(`index.html: ${texts.length} early scripts, expected 1`);
        compilation.emitAsset(INLINE_SCRIPT_HASHES_FILE, new webpack.sources.RawSource(`${JSON.stringify(texts.map(scriptHashSource))}\n`));
        return data;
      });
    });
  }
}
