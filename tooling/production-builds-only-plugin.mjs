// A production bundle never carries a library's development build: react-router 7's "exports" map
// reaches only dist/development (webpack-config.mjs aliases its production build by path), and a
// missed alias or a new library doing the same would silently ship dev warnings and far more code.
// Production builds carry no source maps to inspect afterwards, so the build itself fails instead.
import webpack from 'webpack';

/** Paths of development builds: react-router's dist/development, React's *.development.js, and the like. */
export const developmentBuildPath = /[\\/]dist[\\/]development[\\/]|\.development\.m?js$|[\\/]esm[\\/]dev[\\/]|[\\/]development[\\/]index\.m?js$/;

export class ProductionBuildsOnlyPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ProductionBuildsOnlyPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('ProductionBuildsOnlyPlugin', (modules) => {
        for (const module of modules) {
          const resource = /** @type {{ resource?: string }} */ (module).resource;
          if (!resource || !resource.includes('node_modules') || !developmentBuildPath.test(resource)) continue;
          compilation.errors.push(
            new webpack.WebpackError(`A development build would ship in production: ${resource} (alias its production build in tooling/webpack-config.mjs)`),
          );
        }
      });
    });
  }
}
