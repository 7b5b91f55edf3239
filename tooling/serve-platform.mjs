#!/usr/bin/env node
// Starts the whole platform on loopback from the built dists: the API and the shell plus four remotes on their own ports,
// as if deployed apart; registry and config live in a runtime folder, so re-pointing one area is a file edit.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { platformHost, platformPort, platformOrigin } from './platform-ports.mjs';
import { fetchStatus, stopChild, waitUntil } from './processes.mjs';
import { createPageRenderer } from './page-render.mjs';
import { serveStatic } from './serve-static.mjs';
import { seoFileAnswers } from '../shell/server/seo/seo-files.mjs';
import { frontEndNames } from './platform-apps.mjs';
import { publishedRoutesIn, remoteNames, remotesRegistry, runtimeConfig, writeJsonAtomically } from './runtime-files.mjs';
import { registryWithReleases, releasesDir } from './releases/release-store.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** One folder per shell port, so two platforms on one machine (dev and e2e) never share a registry. */
export function defaultRuntimeDir() {
  return path.join(repoRoot, '.data', 'runtime', String(platformPort('shell')));
}

/**
 * Throws a readable error when a dist is missing, instead of serving 404s to a blank page.
 * @param {string[]} apps
 */
export function assertBuilt(apps = frontEndNames) {
  const missing = apps.filter((app) => {
    const marker = app === 'shell' ? 'index.html' : 'mf-manifest.json';
    return !existsSync(path.join(repoRoot, app, 'dist', marker));
  });
  if (missing.length > 0) {
    throw new Error(
      `Не собраны: ${missing.join(', ')} (no dist/ with index.html or mf-manifest.json). ` + 'Run `pnpm -r --filter=!e2e build` (or `npm start`) first.',
    );
  }
}

/** Every origin the front end is served from, on both loopback spellings. */
function frontEndOrigins() {
  return frontEndNames.flatMap((name) => [platformOrigin(name), `http://localhost:${platformPort(name)}`]);
}

/**
 * Where the API process keeps its structured log (a file per API port, so two platforms never share one).
 * @param {NodeJS.ProcessEnv} env
 */
export function apiLogFile(env) {
  return env.LOG_FILE ?? path.join(repoRoot, '.data', 'logs', `api-${platformPort('api')}.log`);
}

/**
 * @param {{ env: NodeJS.ProcessEnv, log: (line: string) => void }} options
 * @returns {import('node:child_process').ChildProcess | undefined}
 */
function startApi({ env, log }) {
  if (!existsSync(path.join(repoRoot, 'api', 'src', 'server.ts'))) {
    log('API: api/src/server.ts does not exist yet, starting without it');
    return undefined;
  }
  // `tsx src/server.ts` as one node process (the API's start script without the pnpm/tsx wrappers),
  // in our process group: stopping or killing this process (Ctrl-C, Playwright) stops the API too.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'api'),
    env: {
      ...env,
      PORT: String(platformPort('api')),
      HOST: platformHost,
      // the API must accept calls from wherever the shell and remotes actually listen
      CORS_ORIGINS: env.CORS_ORIGINS ?? frontEndOrigins().join(','),
      // the sandbox acquirer and mailed links send people back to this platform's shell, not to port 3000
      PUBLIC_SITE_URL: env.PUBLIC_SITE_URL ?? platformOrigin('shell'),
      // a platform on other ports (an experiment beside `npm start`) gets its own embedded database
      ...(env.DATA_DIR || platformPort('api') === 3010 ? {} : { DATA_DIR: path.join(repoRoot, '.data', `api-${platformPort('api')}`) }),
      // one JSON line per request in a file; the terminal gets start-up, errors and slow requests
      LOG_FILE: apiLogFile(env),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM' && signal !== 'SIGINT') log(`API exited (code ${code ?? signal})`);
  });
  process.once('exit', () => child.kill('SIGTERM'));
  return child;
}

/**
 * @typedef {object} PlatformOptions
 * @property {boolean} [api] start the API too (default: when api/src/server.ts exists)
 * @property {string} [runtimeDir] where remotes.json and config.json are written
 * @property {NodeJS.ProcessEnv} [env]
 * @property {(line: string) => void} [log]
 */

/**
 * Starts everything and resolves once every server answers.
 * @param {PlatformOptions} [options]
 */
export async function startPlatform(options = {}) {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line) => console.log(line));
  const runtimeDir = options.runtimeDir ?? defaultRuntimeDir();
  assertBuilt();

  const registryPath = path.join(runtimeDir, 'remotes.json');
  const configPath = path.join(runtimeDir, 'config.json');
  writeJsonAtomically(registryPath, registryWithReleases(remotesRegistry(), releasesDir(env)));
  writeJsonAtomically(configPath, runtimeConfig(env));

  const api = options.api === false ? undefined : startApi({ env, log });
  // API first: once the shell answers, everything behind it answers too (e2e waits on the shell URL)
  // any HTTP answer means the process is up
  if (api && !(await waitUntil(async () => (await fetchStatus(`${platformOrigin('api')}/xsrf`)) !== 0, 90_000))) {
    log(`API did not answer on ${platformOrigin('api')} within 90 s; the site loads but API calls will fail`);
  }
  /** @type {Array<{ url: string, close: () => Promise<void> }>} */
  const servers = [];
  try {
    servers.push(
      await serveStatic({
        root: path.join(repoRoot, 'shell', 'dist'),
        port: platformPort('shell'),
        host: platformHost,
        spaFallback: true,
        runtimeDir,
        // robots.txt and sitemap.xml (shell/server/seo), made per request from the registry and the API
        generatedFiles: seoFileAnswers({ origin: platformOrigin('shell'), runtimeDir, shellRoutes: publishedRoutesIn(path.join(repoRoot, 'shell', 'dist')) }),
        // an area registered at run time has no server of its own: the shell's serves its releases
        areaReleasesDir: releasesDir(env),
        // the areas' pages rendered on the server into the page (docs/architecture.md, "Server rendering")
        pageRenderer: await createPageRenderer({
          shellDist: path.join(repoRoot, 'shell', 'dist'),
          apiBase: platformOrigin('api'),
          origin: platformOrigin('shell'),
        }),
      }),
    );
    for (const name of remoteNames) {
      servers.push(
        await serveStatic({
          root: path.join(repoRoot, name, 'dist'),
          releasesDir: path.join(releasesDir(env), name),
          port: platformPort(name),
          host: platformHost,
          cors: true,
          policyDir: runtimeDir,
        }),
      );
    }
  } catch (error) {
    await Promise.all(servers.map((server) => server.close()));
    api?.kill('SIGTERM');
    throw new Error(`Не удалось занять порт: ${/** @type {Error} */ (error).message}. Free the port or set SHELL_PORT/MF_*_PORT/API_PORT.`);
  }

  const shellUrl = platformOrigin('shell');
  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    await Promise.all(servers.map((server) => server.close()));
    await stopChild(api, 'SIGTERM', 5000);
  }
  return { shellUrl, registryPath, configPath, runtimeDir, stop };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    const platform = await startPlatform();
    console.log(`\nПлатформа запущена. Откройте ${platform.shellUrl}/`);
    for (const name of remoteNames) console.log(`  ${name}: ${platformOrigin(name)}/mf-manifest.json`);
    console.log(`  api: ${platformOrigin('api')} (JSON log, one line per request: ${apiLogFile(process.env)})`);
    console.log(`  registry (edit to re-point an area): ${platform.registryPath}\n`);
    let stopping = false;
    const shutdown = (/** @type {string} */ signal) => {
      if (stopping) return;
      stopping = true;
      console.log(`\n${signal}: stopping the platform…`);
      platform.stop().then(() => process.exit(0));
    };
    process.on('SIGINT', () => shutdown('SIGINT'));
    process.on('SIGTERM', () => shutdown('SIGTERM'));
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}
