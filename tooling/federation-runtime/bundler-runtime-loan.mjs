// The shell lends its federation bundler runtime to the areas (production only: a remote's standalone dev page has no
// shell). `experiments.externalRuntime` lets remotes borrow the runtime core, but each remoteEntry.js still carried the
// webpack bundler runtime, code the shell has already run. The shell gets a runtime plugin that publishes it
// (lend-bundler-runtime.mjs), an area borrowed-bundler-runtime.mjs in its place; both stamp the package version, and the
// borrower refuses a lender of another (skew-check.mjs refuses such an area before it deploys).
import path from 'node:path';
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import { BUNDLER_RUNTIME_GLOBAL, LOAN_MANIFEST_FIELD } from './bundler-runtime-loan-terms.mjs';

export { BUNDLER_RUNTIME_GLOBAL, LOAN_MANIFEST_FIELD };

const hereDir = path.dirname(new URL(import.meta.url).pathname);
const toolingDir = path.dirname(hereDir);

/** The federation plugin's package folder, as the tooling's own dependency (webpack-config.mjs resolves its runtime core from here too). */
export function federationPluginDir() {
  return realpathSync(path.join(toolingDir, 'node_modules', '@module-federation', 'enhanced'));
}

/** @type {{ version: string, initContainerEntry: string, runtime: string } | undefined} */
let files;

/** Where the bundler runtime and its runtime live, as the federation plugin itself resolves them (read once a build). */
function bundlerRuntimeFiles() {
  if (files) return files;
  const bundlerRuntimeCjs = createRequire(path.join(federationPluginDir(), 'package.json')).resolve('@module-federation/webpack-bundler-runtime');
  const distDir = path.dirname(bundlerRuntimeCjs);
  const runtimeDistDir = path.dirname(createRequire(bundlerRuntimeCjs).resolve('@module-federation/runtime'));
  const { version } = JSON.parse(readFileSync(path.join(distDir, '..', 'package.json'), 'utf8'));
  files = {
    version: /** @type {string} */ (version),
    initContainerEntry: path.join(distDir, 'initContainerEntry.js'),
    runtime: path.join(runtimeDistDir, 'index.js'),
  };
  return files;
}

/**
 * The federation plugin's `manifest` option with the build's side of the loan written into
 * `metaData`, so a deploy can tell a lending shell from one built before the loan existed.
 * @param {{ fileName?: string } | boolean | undefined} manifest @param {'lends' | 'borrows'} side
 */
export function manifestWithLoan(manifest, side) {
  const terms = { side, ...bundlerRuntimeLoan() };
  return {
    ...(typeof manifest === 'object' ? manifest : {}),
    /** @template {{ metaData: object }} S @param {{ stats: S }} options @returns {S} */
    additionalData: ({ stats }) => {
      Object.assign(stats.metaData, { [LOAN_MANIFEST_FIELD]: terms });
      return stats;
    },
  };
}

/** The terms both sides are built with. */
export function bundlerRuntimeLoan() {
  return { globalName: BUNDLER_RUNTIME_GLOBAL, version: bundlerRuntimeFiles().version };
}

/**
 * The shell's runtime plugin that lends its bundler runtime.
 * @returns {[string, { globalName: string, version: string }]}
 */
export function lenderRuntimePlugin() {
  return [path.join(hereDir, 'lend-bundler-runtime.mjs'), bundlerRuntimeLoan()];
}

/** The federation entry imports the package's `bundler` or ESM `index` build by absolute path. */
export const BUNDLER_RUNTIME_REQUEST = /[\\/]webpack-bundler-runtime[\\/]dist[\\/](bundler|index)\.js$/;

/**
 * An area's side: its federation entry gets the borrowed module instead of the package.
 * @returns {{ alias: Record<string, string>, plugins: import('webpack').WebpackPluginInstance[] }}
 */
export function borrowerBuild() {
  const { runtime, initContainerEntry } = bundlerRuntimeFiles();
  return {
    alias: {
      'federation-runtime-of-this-build$': runtime,
      'federation-init-container-entry$': initContainerEntry,
    },
    plugins: [
      new webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_REQUEST, path.join(hereDir, 'borrowed-bundler-runtime.mjs')),
      new webpack.DefinePlugin({ FEDERATION_BUNDLER_RUNTIME_LOAN: JSON.stringify(bundlerRuntimeLoan()) }),
    ],
  };
}
