// The server build of an app (docs/architecture.md, "Server rendering"): the same sources as its
// browser build, compiled for Node. A remote's is its server container (`dist/server/remoteEntry.js`,
// published in the same release folder as the browser one); the shell's is the page renderer that
// loads those containers through @module-federation/node's runtime plugin. CSS Modules give the same
// class names as the browser build (same localIdentName) and emit no CSS: the browser build ships it.
import path from 'node:path';
import { createRequire } from 'node:module';
import { realpathSync } from 'node:fs';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedDependencies } from './federation-shared.mjs';
import { federationContainerName } from './platform-apps.mjs';
import { cssModuleIdentName, swcRule } from './webpack-config.mjs';

const requireHere = createRequire(import.meta.url);
const toolingDir = path.dirname(new URL(import.meta.url).pathname);
const sharedSrc = realpathSync(path.resolve(toolingDir, '..', 'shared', 'src'));
export const SERVER_OUT_DIR = 'server';

/**
 * @returns {Record<string, { singleton: boolean, requiredVersion: false, version: string, eager?: boolean, import?: false }>}
 * The share scope on the server: the page renderer (shell/src/server/render-page.tsx) provides the
 * singletons; the areas' server containers bring none of their own (`import: false`), so one React,
 * one router, one `shared` (one API client) serve every area's render. Stateless helpers (dayjs,
 * react-hook-form) each container keeps.
 * @param {string} appDir @param {'host' | 'remote'} kind
 */
function serverShared(appDir, kind) {
  const browser = sharedDependencies(appDir);
  return /** @type {Record<string, { singleton: boolean, requiredVersion: false, version: string, eager?: boolean, import?: false }>} */ (
    Object.fromEntries(
      Object.entries(browser).map(([request, settings]) => [
        request,
        kind === 'host'
          ? { ...settings, requiredVersion: false, eager: true }
          : { ...settings, requiredVersion: false, ...(settings.singleton ? { import: false } : {}) },
      ]),
    )
  );
}

/**
 * @param {{ appDir: string, kind: 'host' | 'remote', packageName: string, entry?: string, outDir?: string }} options
 * packageName: the app's name in tooling/platform.json; entry: the host's renderer module; outDir: the browser build's folder (dist)
 * @returns {import('webpack').Configuration}
 */
export function createServerWebpackConfig(options) {
  const { appDir, kind } = options;
  const name = kind === 'host' ? 'shell' : federationContainerName(options.packageName);
  return {
    name: 'server',
    mode: 'production',
    target: 'async-node',
    context: appDir,
    entry: kind === 'host' ? { 'render-page': options.entry ?? './src/server/render-page.tsx' } : {},
    devtool: false,
    output: {
      path: path.join(options.outDir ?? path.join(appDir, 'dist'), SERVER_OUT_DIR),
      // the renderer's asset URLs (the frame's images) as the shell's page has them, from the site's root
      publicPath: kind === 'host' ? '/' : 'auto',
      uniqueName: `${name}_server`,
      // .cjs: the packages are "type": "module", and the renderer is required as CommonJS
      filename: kind === 'host' ? '[name].cjs' : '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      chunkFormat: 'commonjs',
      // One file per container: the node runtime plugin finds a chunk by the container's name, which every
      // release of an area shares, so a page server that has loaded one release would look for the next
      // one's chunks where they are not. The container's entry carries its whole code instead.
      asyncChunks: kind === 'host',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
    module: {
      rules: [
        swcRule({ appDir, sharedSrc, production: true }),
        {
          test: /\.module\.css$/,
          use: [
            {
              loader: requireHere.resolve('css-loader'),
              options: {
                modules: { namedExport: false, exportLocalsConvention: 'as-is', exportOnlyLocals: true, localIdentName: cssModuleIdentName(name, true) },
              },
            },
          ],
        },
        // global CSS is the browser build's; the server needs none of it
        { test: /\.(css|png|jpe?g|svg|webp|woff2?)$/, exclude: /\.module\.css$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      // the page renderer loads the areas through the federation runtime (createInstance), not as a container itself
      ...(kind === 'remote'
        ? [
            new ModuleFederationPlugin({
              name,
              filename: 'remoteEntry.js',
              exposes: { './pages': './src/pages.ts' },
              library: { type: 'commonjs-module' },
              remoteType: 'script',
              remotes: {},
              shared: serverShared(appDir, kind),
              shareStrategy: 'loaded-first',
              dts: false,
              runtimePlugins: [requireHere.resolve('@module-federation/node/runtimePlugin')],
            }),
          ]
        : []),
      new webpack.DefinePlugin({
        'process.env.API_BASE': JSON.stringify(process.env.API_BASE ?? ''),
        'process.env.BUILD_LABEL': JSON.stringify(process.env.BUILD_LABEL ?? ''),
      }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
