// V8's explicit compile hint (Chrome 136 and later): a script whose first line is
// `//# allFunctionsCalledOnLoad` has every function compiled as the script is streamed in, on a
// background thread, instead of each one on the main thread the first time it is called. Everything a
// production build emits is code a page runs as soon as it arrives: main.js is the whole start-up
// (libraries, federation runtime, frame), an area's remoteEntry.js starts its container, and a route's
// page chunk renders the page. Left lazy, their first calls compiled on the main thread inside the
// start-up's long tasks (Lighthouse's TBT). Other engines read the line as a comment.
// Only webpack's chunk files get it: their content hashes are worked out after this step, so a hashed
// name never changes content. The early script, inline in the page (tooling/early-script-plugin.mjs),
// is not a chunk and is left as it is.
import webpack from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const NAME = 'CompileHintsPlugin';
const script = /\.m?js$/;

export class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // after the minimizer (which drops comments), before the content hashes are worked out
      compilation.hooks.processAssets.tap({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          for (const file of chunk.files) {
            if (script.test(file)) compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    });
  }
}
