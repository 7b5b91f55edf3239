// V8's explicit compile hint (Chrome 136+): `//# allFunctionsCalledOnLoad` as a script's first line compiles every
// function on a background thread as it streams in. Everything a production chunk holds runs on arrival (main.js's
// start-up, an area's remoteEntry.js, a route's page chunk); left lazy, first calls compiled on the main thread inside the
// start-up's long tasks (TBT). Only webpack's chunks get it, before their content hashes are worked out.
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
