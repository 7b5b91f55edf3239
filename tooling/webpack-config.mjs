// The one webpack setup of the shell and the four remotes: swc for TS/TSX (the workspace `shared`
// package is compiled from source too), CSS Modules loaded by the bundle that owns them, hashed
// chunk names, swc minify, and federation from each package's own small settings file.
import path from 'node:path';
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import { precompressPlugins } from './precompress-plugin.mjs';
import { CompileHintsPlugin } from './compile-hints-plugin.mjs';
import { EarlyScriptPlugin } from './early-script-plugin.mjs';
import { FrameStylesheetPlugin } from './frame-stylesheet-plugin.mjs';
import { ProductionBuildsOnlyPlugin } from './production-builds-only-plugin.mjs';
import { withStaticFrameCss } from './static-frame-css.mjs';
import { standaloneAreaTemplateContent } from './standalone-area-page.mjs';
import { productionChunkFilename, productionCssChunkFilename, RoutePageChunksPlugin } from './route-chunks.mjs';
import { routeTable } from './route-table.mjs';
import { PublishRoutesPlugin } from './publish-routes-plugin.mjs';
import { SiteFilesPlugin } from './site-files-plugin.mjs';
import { ROUTES_FILE } from '../shared/src/routes/published-routes.js';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { platformHost, platformPort } from './platform-ports.mjs';
import { remotesRegistry, runtimeConfig } from './runtime-files.mjs';
import { borrowerBuild, federationPluginDir, lenderRuntimePlugin, manifestWithLoan } from './federation-runtime/bundler-runtime-loan.mjs';
import { manifestWithSharedSurface } from './shared-surface.mjs';
import { createServerWebpackConfig } from './webpack-server-config.mjs';

const requireHere = createRequire(import.meta.url);
const toolingDir = path.dirname(new URL(import.meta.url).pathname);
const sharedSrc = realpathSync(path.resolve(toolingDir, '..', 'shared', 'src'));

/**
 * react-router 7's package "exports" map points every condition (import, module, default) at
 * dist/development: its production build is only reachable by path. Without these aliases a
 * production bundle ships the development build (dev warnings, far more code). Exact-match
 * aliases (`$`), resolved from the package that brings react-router in (react-router-dom).
 * @param {string} appDir
 * @returns {Record<string, string>}
 */
function productionLibraryAliases(appDir) {
  try {
    const routerDom = realpathSync(path.join(appDir, 'node_modules', 'react-router-dom'));
    const routerDir = path.dirname(createRequire(path.join(routerDom, 'package.json')).resolve('react-router/package.json'));
    return {
      // the browser part only (see shared-entries/react-router-browser.mjs), which imports the build by this name
      'react-router$': path.join(toolingDir, 'shared-entries', 'react-router-browser.mjs'),
      // react-router-dom re-exports react-router plus the data router's RouterProvider: the same narrow entry
      'react-router-dom$': path.join(toolingDir, 'shared-entries', 'react-router-browser.mjs'),
      'react-router-production-build$': path.join(routerDir, 'dist', 'production', 'index.mjs'),
      'react-router/dom$': path.join(routerDir, 'dist', 'production', 'dom-export.mjs'),
      valibot$: path.join(toolingDir, 'shared-entries', 'valibot-platform.mjs'),
      'valibot-build$': path.join(realpathSync(path.join(sharedSrc, '..', 'node_modules', 'valibot')), 'dist', 'index.mjs'),
    };
  } catch {
    return {}; // the app does not use react-router
  }
}

/**
 * `experiments.provideExternalRuntime` adds its runtime plugin as CommonJS, which pulls in the CJS
 * build of the federation runtime core beside the ESM one the bundler runtime already uses: two
 * copies in the shell's main.js, and remotes would borrow the unused one. Pointing the
 * plugin's import at the ESM build leaves one runtime core in the page.
 * @returns {Record<string, string>}
 */
function oneRuntimeCoreAliases() {
  const injectPlugin = requireHere.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [federationPluginDir()] });
  const runtimeToolsDir = path.dirname(createRequire(injectPlugin).resolve('@module-federation/runtime-tools/package.json'));
  return { '@module-federation/runtime-tools/runtime-core$': path.join(runtimeToolsDir, 'dist', 'runtime-core.js') };
}

/**
 * @typedef {object} AppBuildOptions
 * @property {string} appDir the package folder (import.meta.dirname of its webpack.config.mjs)
 * @property {'host' | 'remote'} kind
 * @property {string} [portName] whose dev port to use (an app of platform.json; none: webpack-dev-server picks one)
 * @property {ConstructorParameters<typeof ModuleFederationPlugin>[0] & { name: string }} federation
 * @property {string} title page title of the HTML page (shell page or a remote's standalone page)
 * @property {string} [earlyScript] a plain script the page loads async before its bundle (tooling/early-script-plugin.mjs)
 */

/**
 * One federation runtime per page: the shell (a pure consumer, no exposes) publishes its runtime
 * core as a global and every remote's remoteEntry.js uses it instead of bundling its own copy,
 * and lends its bundler runtime the same way (federation-runtime/bundler-runtime-loan.mjs). Production only: a remote's standalone dev page has
 * no shell to borrow from.
 * `optimization.target: 'web'` leaves the runtime's Node.js loaders out of the browser bundles.
 * `optimization.disableSnapshot` leaves out the runtime's manifest plugin: the shell reads an area's
 * manifest itself and registers its remoteEntry.js (shell/src/remotes/remote-entry.ts), where the
 * plugin would spend main-thread time working out what to preload on every area load.
 * @param {AppBuildOptions['federation']} federation @param {'host' | 'remote'} kind @param {boolean} production
 */
function withOneFederationRuntime(federation, kind, production) {
  if (!production) return federation;
  const experiments = kind === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true };
  const optimization = { target: /** @type {const} */ ('web'), disableSnapshot: true };
  // the bundler runtime too: the shell lends it, the areas borrow it (federation-runtime/bundler-runtime-loan.mjs)
  const runtimePlugins = kind === 'host' ? [...(federation.runtimePlugins ?? []), lenderRuntimePlugin()] : federation.runtimePlugins;
  const manifest = manifestWithSharedSurface(manifestWithLoan(federation.manifest, kind === 'host' ? 'lends' : 'borrows'), kind === 'host' ? 'offers' : 'uses');
  return { ...federation, runtimePlugins, manifest, experiments: { ...federation.experiments, ...experiments, optimization } };
}

/**
 * The shell's runtime core gets federation-runtime/no-snapshot-handler.mjs for its snapshot handler,
 * which `optimization.disableSnapshot` leaves without a caller (see that file). Only the core's own
 * import is replaced: other modules import a helper from the same file and keep the original.
 */
function withoutSnapshotHandler() {
  const coreFile = /runtime-core[\\/]dist[\\/]core\.js$/;
  return new webpack.NormalModuleReplacementPlugin(/[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/, (resource) => {
    if (coreFile.test(resource.contextInfo?.issuer ?? '')) resource.request = path.join(toolingDir, 'federation-runtime', 'no-snapshot-handler.mjs');
  });
}

/** A remote's route chunks, named after the routes its area declares (tooling/route-chunks.mjs). @param {AppBuildOptions} options */
function routePageChunks(options) {
  const declared = JSON.parse(readFileSync(path.join(options.appDir, 'src', ROUTES_FILE), 'utf8'));
  const routeNames = declared.routes.map((/** @type {{ key: string }} */ route) => route.key);
  return new RoutePageChunksPlugin({ pagesModule: path.join(options.appDir, 'src', 'pages.ts'), routeNames });
}

/**
 * TS/TSX through swc, for the app's sources and the workspace `shared` package (compiled from source);
 * the browser and the server build use the same rule.
 * @param {{ appDir: string, sharedSrc: string, production: boolean }} options
 * @returns {import('webpack').RuleSetRule}
 */
export function swcRule({ appDir, sharedSrc: sharedSource, production }) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    include: [path.join(appDir, 'src'), sharedSource],
    use: {
      loader: requireHere.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        },
      },
    },
  };
}

/**
 * CSS Modules' class names: hashed and prefixed with the owning bundle in production, readable in
 * development. The server build uses the same, so server HTML and the browser's render agree.
 * @param {string} containerName @param {boolean} production
 */
export function cssModuleIdentName(containerName, production) {
  return production ? `${containerName}-[hash:base64:6]` : '[name]__[local]--[hash:base64:4]';
}

/** @param {AppBuildOptions} options */
export function createWebpackConfig(options) {
  /** @type {(env: Record<string, unknown>, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }} */
  const browserConfig = (_env, argv) => {
    const production = (argv.mode ?? 'production') === 'production';
    // OUT_DIR lets QA build a second copy of one area beside the deployed one (e2e "rebuilt remote").
    const outputPath = process.env.OUT_DIR ? path.resolve(options.appDir, process.env.OUT_DIR) : path.join(options.appDir, 'dist');
    const port = options.portName ? platformPort(options.portName) : 'auto';
    // Styles ship as CSS files in production (loaded with the chunk that needs them, from the origin of
    // the bundle that owns them), not as strings in JavaScript: no JS to parse for them, no injection at
    // run time, and the JS budgets count only code. A remote's route chunk keeps its stylesheet's name
    // beside its own, so the shell's early script preloads both.
    const extractCss = production;
    const injectOrExtract = extractCss ? MiniCssExtractPlugin.loader : requireHere.resolve('style-loader');
    const borrower = production && options.kind === 'remote' ? borrowerBuild() : { alias: {}, plugins: [] };

    return {
      mode: production ? 'production' : 'development',
      context: options.appDir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map', // no source maps ship: a production site does not publish its sources
      output: {
        path: outputPath,
        // auto: a remote's chunks load from wherever its mf-manifest.json was found
        publicPath: 'auto',
        uniqueName: options.federation.name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        // A route's page chunk keeps its name (`route-<route name>`, given by RoutePageChunksPlugin) so the
        // shell's early script can find it in the area's manifest and start it beside remoteEntry.js.
        chunkFilename: production ? productionChunkFilename : '[name].js',
        // the server build (webpack-server-config.mjs) writes dist/server: the browser build leaves it be
        clean: { keep: /^server[\\/]/ },
      },
      resolve: {
        alias: production
          ? { ...productionLibraryAliases(options.appDir), ...(options.kind === 'host' ? oneRuntimeCoreAliases() : {}), ...borrower.alias }
          : {},
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          swcRule({ appDir: options.appDir, sharedSrc, production }),
          {
            // scoped per bundle: class names hashed, loaded by the bundle that imports them (a file in production)
            test: /\.module\.css$/,
            use: [
              injectOrExtract,
              {
                loader: requireHere.resolve('css-loader'),
                options: {
                  modules: {
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: cssModuleIdentName(options.federation.name, production),
                  },
                },
              },
            ],
          },
          // Global CSS (design tokens as CSS variables) only in the shell: no remote may leak global styles.
          ...(options.kind === 'host' ? [{ test: /\.css$/, exclude: /\.module\.css$/, use: [injectOrExtract, requireHere.resolve('css-loader')] }] : []),
          { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(withOneFederationRuntime(options.federation, options.kind, production)),
        ...borrower.plugins,
        ...(production && options.kind === 'host' ? [withoutSnapshotHandler()] : []),
        ...(options.kind === 'remote' ? [routePageChunks(options)] : []),
        new PublishRoutesPlugin({ appDir: options.appDir, knownKeys: Object.keys(routeTable) }),
        // The shell has its own page. A remote's standalone page (the shell's head with an empty root) is
        // for development only: a production area runs on the runtime the shell lends it, so a page of
        // its own would stay blank.
        ...(options.kind === 'host' || !production
          ? [
              new HtmlWebpackPlugin({
                ...(options.kind === 'host'
                  ? { template: path.join(options.appDir, 'src', 'index.html') }
                  : { templateContent: standaloneAreaTemplateContent }),
                title: options.title,
                ...(options.kind === 'host' ? { templateParameters: withStaticFrameCss } : {}),
                // absolute, or a deep link like /profile/orders would load /profile/main.js as HTML
                publicPath: '/',
                chunks: ['main'],
              }),
            ]
          : []),
        ...(options.earlyScript ? [new EarlyScriptPlugin({ source: options.earlyScript })] : []),
        // favicon, icons and the web app manifest at the site's root
        ...(options.kind === 'host' ? [new SiteFilesPlugin({ publicDir: path.join(options.appDir, 'public') })] : []),
        ...(extractCss ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: productionCssChunkFilename })] : []),
        ...(extractCss && options.kind === 'host' ? [new FrameStylesheetPlugin()] : []),
        ...(production ? [new ProductionBuildsOnlyPlugin(), new CompileHintsPlugin(), ...precompressPlugins()] : []),
        new webpack.DefinePlugin({
          'process.env.API_BASE': JSON.stringify(process.env.API_BASE ?? ''),
          'process.env.BUILD_LABEL': JSON.stringify(process.env.BUILD_LABEL ?? ''),
        }),
      ],
      optimization: {
        // A route of an area is one request: its page chunk carries everything the page needs beyond the
        // shared libraries, instead of three or four chunks split off for reuse, each found only after
        // the page chunk has run. The price is code loaded again on in-area navigation, inside every
        // area's per-route budget.
        ...(production && options.kind === 'remote' ? { splitChunks: false } : {}),
        minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: {} }, extractComments: false })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        host: platformHost,
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        client: { overlay: { errors: true, warnings: false } },
        // The shell in dev reads the same runtime files as in production, pointing at the remotes' dev servers.
        setupMiddlewares:
          options.kind === 'host'
            ? (/** @type {import('webpack-dev-server').Middleware[]} */ middlewares) => {
                /** @param {unknown} value @returns {import('webpack-dev-server').ExpressRequestHandler} */
                const sendJson = (value) => (_request, response) => {
                  response.setHeader('Content-Type', 'application/json; charset=utf-8');
                  response.end(JSON.stringify(value));
                };
                middlewares.unshift(
                  { name: 'remotes-json', path: '/remotes.json', middleware: sendJson(remotesRegistry()) },
                  { name: 'config-json', path: '/config.json', middleware: sendJson(runtimeConfig(process.env)) },
                );
                return middlewares;
              }
            : undefined,
      },
    };
  };

  /**
   * A production build is two: the browser's, and the server's beside it in dist/server
   * (webpack-server-config.mjs), so every release carries the code the page server renders it with.
   * @param {Record<string, unknown>} env @param {{ mode?: 'production' | 'development' }} argv
   */
  return (env, argv) => {
    const browser = browserConfig(env, argv);
    if ((argv.mode ?? 'production') !== 'production') return browser;
    const packageName = options.kind === 'host' ? 'shell' : options.federation.name.replace(/_/g, '-');
    return [browser, createServerWebpackConfig({ appDir: options.appDir, kind: options.kind, packageName, outDir: browser.output?.path })];
  };
}
