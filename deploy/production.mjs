#!/usr/bin/env node
// The production shape on loopback, from Debian's packages (README "Production topology"):
//   PostgreSQL 15 cluster → API processes (NODE_ENV=production) → nginx on one origin
// serving the five built apps and proxying /api/ to the processes with passive failover.
//   node deploy/production.mjs            (what `npm run production` runs after building)
// Zero npm dependencies: Node, the Debian programs and the repository's own dependency-free modules.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, createWriteStream } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy, INLINE_SCRIPT_HASHES_FILE, siteSecurityHeaders } from '../tooling/content-security-policy.mjs';
import {
  productionStateDir,
  publishedRoutesIn,
  remoteNames,
  remotesRegistry,
  runtimeConfig,
  writeFileAtomically,
  writeJsonAtomically,
} from '../tooling/runtime-files.mjs';
import { registryWithReleases, releasesDir } from '../tooling/releases/release-store.mjs';
import { writeSeoFiles } from '../shell/server/seo/seo-files.mjs';
import { PAGE_CACHE_VARIANTS_MAP, PAGE_ROUTES_MAP, pageCacheVariantsMap, pageRoutesMap } from '../tooling/releases/nginx-page-map.mjs';
import { shellPageWithConfig, shellPageWithRegistry } from '../tooling/shell-page.mjs';
import { pgBackRest } from './pgbackrest.mjs';
import { fetchStatus, stopChild, waitUntil } from '../tooling/processes.mjs';

/** `npm run production`'s PostgreSQL port, where `npm run backup` finds it too. */
export const PRODUCTION_PG_PORT = 5433;
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isRoot = process.getuid?.() === 0;

/** PostgreSQL's programs (initdb, pg_ctl) from Debian's package, newest version first. */
export function findPostgresBin() {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, 'pg_ctl'))) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(base, version, 'bin');
    if (existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

/**
 * The kernel's range for the local ports of outgoing connections. A free port chosen inside it can be
 * taken, before the server binds it, by any connection opened meanwhile (the API's database pool, a
 * readiness poll): nginx then fails with "Address already in use".
 */
export function ephemeralPortRange() {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high && low <= high) return { low, high };
  } catch {
    // not Linux: the usual range
  }
  return { low: 32768, high: 60999 };
}

/** Whether a loopback port can be listened on now. @param {number} port @returns {Promise<boolean>} */
export function canListen(port) {
  return new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A free loopback port for a server started later (tests; production passes fixed ones): drawn below
 * the ephemeral range (and above the platform's own ports, 3000–3110), so no outgoing connection can
 * take it first; a port the kernel picks when that room is missing.
 * @returns {Promise<number>}
 */
export async function freePort() {
  const lowest = 20_000;
  const highest = ephemeralPortRange().low - 1;
  for (let attempt = 0; highest - lowest > 1000 && attempt < 50; attempt += 1) {
    const port = lowest + Math.floor(Math.random() * (highest - lowest + 1));
    if (await canListen(port)) return port;
  }
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** @param {string} url @param {number} timeoutMs */
const answers200 = (url, timeoutMs) => waitUntil(async () => (await fetchStatus(url)) === 200, timeoutMs, 200);

/**
 * Runs `cleanUp` however this Node process ends: on exit, and on SIGINT/SIGTERM/SIGHUP (then it exits)
 * unless `onSignals` is false. pg_ctl daemonises PostgreSQL, and nginx and Node children outlive a killed parent.
 * @param {() => void} cleanUp
 */
export function cleanUpOnProcessEnd(cleanUp, onSignals = true) {
  const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
    cleanUp();
    process.exit(128 + (os.constants.signals[signal] ?? 1));
  };
  const signals = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);
  process.once('exit', cleanUp);
  if (onSignals) for (const signal of signals) process.once(signal, onSignal);
  const forgetSignals = () => signals.forEach((signal) => process.off(signal, onSignal));
  return { forgetSignals, forget: () => (process.off('exit', cleanUp), forgetSignals()) };
}

/** A command line's Ctrl+C: one graceful stop, then exit. @param {() => Promise<void>} stop @param {NodeJS.Signals[]} signals */
export function stopGracefullyOn(stop, signals) {
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nОстанавливаю…');
    stop().then(() => process.exit(0));
  };
  for (const signal of signals) process.on(signal, shutdown);
}

/** @typedef {{ port: number, child?: import('node:child_process').ChildProcess, logFile: string }} Served */

/** Starts a program as `served`'s process, its output appended to its log. @param {Served} served @param {[string, string[]]} commandLine @param {import('node:child_process').SpawnOptions} options */
function spawnLogged(served, [command, args], options) {
  const out = createWriteStream(served.logFile, { flags: 'a' });
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  served.child = child;
}

/**
 * The PostgreSQL cluster under `dir` (data in `dir/data`, its socket in `dir`): persistent when the
 * folder exists (`npm run production`), or made fresh with initdb. As root the server runs as
 * `postgres` (it refuses root), which must own its folder. `settings` are passed at every start
 * (pgBackRest's WAL archiving, deploy/pgbackrest.mjs).
 * `create: false` leaves a missing data folder missing (a restore fills it).
 * @param {{ dir: string, port: number, log: (line: string) => void, settings?: Record<string, string>, create?: boolean }} options
 */
export function postgresCluster({ dir, port, log, settings = {}, create = true }) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL не установлен: apt-get install -y postgresql (или задайте PG_BIN)');
  const dataDir = path.join(dir, 'data');
  const run = (/** @type {string} */ program, /** @type {string[]} */ args) => {
    const full = path.join(bin, program);
    const [command, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args];
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${program}: ${result.status}\n${result.stdout}\n${result.stderr}`);
  };
  mkdirSync(dir, { recursive: true });
  if (isRoot) {
    chmodSync(dir, 0o700);
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  if (create && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`PostgreSQL: initdb ${dataDir}`);
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  }
  const extra = Object.entries(settings).map(([name, value]) => ` -c ${name}='${value.replace(/'/g, "''")}'`);
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c max_connections=200 -c shared_buffers=128MB${extra.join('')}`;
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    socketDir: dir,
    start: () => run('pg_ctl', ['-D', dataDir, '-w', '-t', '60', '-l', path.join(dir, 'server.log'), '-o', options, 'start']),
    /** `fast`: clients are disconnected, as in a restart for an upgrade. */
    stop: (mode = 'fast') => run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']),
    running: () => existsSync(path.join(dataDir, 'postmaster.pid')),
  };
}

/**
 * A database another part runs (the cluster's PostgreSQL pair): never started or stopped here.
 * @param {string} url
 */
function externalDatabase(url) {
  const notHere = () => {
    throw new Error('the database runs elsewhere');
  };
  // running() answers for a server of ours: there is none to stop here
  return { url, start: notHere, stop: notHere, running: () => false };
}

/** The uid and gid of Debian's postgres user, who owns a cluster's data (here and on the cluster's database machines). */
export function postgresUser() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('нет пользователя postgres (он создаётся пакетом postgresql)');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * The one-machine topology's database: the cluster in `<state>/postgres`, archiving its WAL into
 * pgBackRest's repository in `<state>/pgbackrest` (deploy/backup.mjs backs up and restores it).
 * @param {{ stateDir: string, port: number, log: (line: string) => void, create?: boolean }} options
 */
export function productionCluster({ stateDir, port, log, create = true }) {
  const dir = path.join(stateDir, 'postgres');
  const backrest = pgBackRest({ dir: path.join(stateDir, 'pgbackrest'), dataDir: path.join(dir, 'data'), socketDir: dir, port });
  const postgres = postgresCluster({ dir, port, log, settings: backrest.postgresSettings, create });
  return { postgres, backrest };
}

/** The JWT secret of a persistent deployment: made once, kept beside its data. @param {string} file */
function persistentSecret(file) {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Header lines every static answer carries. @param {string} csp */
function staticHeaders(csp) {
  const lines = [
    'add_header Cache-Control $static_cache_control always;',
    `add_header Content-Security-Policy "${csp}" always;`,
    ...Object.entries(siteSecurityHeaders).map(([name, value]) => `add_header ${name} "${value}" always;`),
  ];
  return lines.map((line) => `      ${line}`).join('\n');
}

/** The API's address on this origin (config.json's apiBase). */
const PRODUCTION_API_BASE = '/api';

/** Brotli files are served only when Debian's brotli module is installed (gzip always is). */
function brotliModule() {
  for (const dir of ['/usr/lib/nginx/modules', '/usr/share/nginx/modules']) {
    const file = path.join(dir, 'ngx_http_brotli_static_module.so');
    if (existsSync(file)) return { load: `load_module ${file};`, directive: 'brotli_static on;' };
  }
  return { load: '', directive: '' };
}

/**
 * Fills deploy/nginx/platform.conf.template: the file in the repository is the one that runs.
 * `trustedProxy`: the balancer in front (the cluster's), whose X-Forwarded-For names the browser;
 * nginx then passes the browser's address on to the API, which counts its rate limits per address.
 * @param {{ host: string, port: number, apiPorts: number[], pagePorts?: number[], apiHost?: string, trustedProxy?: string, stateDir: string, runtimeDir: string, csp: string }} options
 */
export function nginxConfig({ host, port, apiPorts, pagePorts = [], apiHost = '127.0.0.1', trustedProxy, stateDir, runtimeDir, csp }) {
  const template = readFileSync(path.join(repoRoot, 'deploy', 'nginx', 'platform.conf.template'), 'utf8');
  const headers = staticHeaders(csp);
  const brotli = brotliModule();
  const values = {
    USER_DIRECTIVE: isRoot ? 'user root;' : '',
    LOAD_MODULES: brotli.load,
    BROTLI_STATIC: brotli.directive,
    STATE_DIR: stateDir,
    RUNTIME_DIR: runtimeDir,
    SHELL_DIST: path.join(repoRoot, 'shell', 'dist'),
    HOST: host,
    PORT: String(port),
    API_SERVERS: apiPorts.map((apiPort) => `    server ${apiHost}:${apiPort} max_fails=1 fail_timeout=10s;`).join('\n'),
    // none: nginx sends the shell's page itself (the browser renders every page)
    PAGE_SERVERS: (pagePorts.length > 0 ? pagePorts : [0])
      .map((pagePort) => (pagePort ? `    server ${apiHost}:${pagePort} max_fails=1 fail_timeout=10s;` : `    server ${apiHost}:9 down;`))
      .join('\n'),
    // only the balancer's own header is believed: the last address it appended, never a browser's
    REAL_IP: trustedProxy ? `    set_real_ip_from ${trustedProxy};\n    real_ip_header X-Forwarded-For;` : '',
    STATIC_HEADERS: headers,
    // a page that goes out in parts names its nonce (tooling/serve-static.mjs, sendStreamedPage): React's inline scripts run
    PAGE_HEADERS: staticHeaders(csp.replace(/(^|; )script-src /, (directive) => `${directive}$page_script_nonce`)),
    PAGE_HIDDEN_HEADERS: [...Object.keys(siteSecurityHeaders), 'X-Script-Nonce'].map((name) => `      proxy_hide_header ${name};`).join('\n'),
    RELEASES_DIR: releasesDir(),
    REPO_ROOT: repoRoot,
  };
  const filled = template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`platform.conf.template: неизвестная подстановка ${match}`);
    return values[/** @type {keyof typeof values} */ (name)];
  });
  return filled;
}

/**
 * @typedef {object} ProductionOptions
 * @property {number} [sitePort] nginx (default: a free port)
 * @property {number[]} [apiPorts] one API process per port (default: two free ports)
 * @property {number[]} [pagePorts] one page server per port (tooling/page-server.mjs; default: two free ports)
 * @property {number} [pgPort] PostgreSQL (default: a free port)
 * @property {string} [stateDir] persistent folder (database, secret, logs); default: a temp folder removed on stop
 * @property {Record<string, string>} [apiEnv] extra API environment (rate limits in tests)
 * @property {string} [host] the address nginx and the API processes listen on (default 127.0.0.1;
 *   an app host of the cluster passes its namespace's address)
 * @property {string} [siteOrigin] the origin browsers use (default nginx's own; behind the cluster's
 *   front balancer, the balancer's): the registry, CORS, mails and the CSP name it
 * @property {string} [databaseUrl] a database run elsewhere (the cluster's): no PostgreSQL is started
 * @property {string} [netns] the network namespace the API processes and nginx run in (`ip netns exec`)
 * @property {string} [trustedProxy] the address of a balancer in front whose X-Forwarded-For nginx believes
 * @property {boolean} [stopOnSignal] stop everything and exit on SIGINT/SIGTERM/SIGHUP (default true;
 *   a caller with its own graceful shutdown passes false)
 * @property {(line: string) => void} [log]
 */

/** @param {ProductionOptions} [options] */
export async function startProduction(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const host = options.host ?? '127.0.0.1';
  const sitePort = options.sitePort ?? (await freePort());
  const apiPorts = options.apiPorts ?? [await freePort(), await freePort()];
  const pagePorts = options.pagePorts ?? [await freePort(), await freePort()];
  const pgPort = options.databaseUrl ? 0 : (options.pgPort ?? (await freePort()));
  /** A program run in this host's namespace, when it has one. @param {string} command @param {string[]} args */
  const inHost = (command, args) => (options.netns ? ['ip', ['netns', 'exec', options.netns, command, ...args]] : [command, args]);
  const throwaway = !options.stateDir;
  const stateDir = options.stateDir ?? mkdtempSync(path.join(os.tmpdir(), 'platform-production-'));
  mkdirSync(stateDir, { recursive: true });
  if (isRoot) chmodSync(stateDir, 0o755); // postgres must reach its folder inside
  const ownOrigin = `http://${host}:${sitePort}`;
  const siteOrigin = options.siteOrigin ?? ownOrigin;
  for (const name of ['shell', ...remoteNames]) {
    const marker = path.join(repoRoot, name, 'dist', name === 'shell' ? 'index.html' : 'mf-manifest.json');
    if (!existsSync(marker)) throw new Error(`Не собран ${name}: запустите pnpm -r --filter=!e2e build (или npm run production)`);
  }

  /** @type {Served[]} */
  const apis = apiPorts.map((port) => ({ port, logFile: path.join(stateDir, `api-${port}.log`) }));
  /** @type {Served[]} */
  const pageServers = pagePorts.map((port) => ({ port, logFile: path.join(stateDir, `pages-${port}.log`) }));
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let nginx;
  /** True once every process started here has been stopped. */
  let finished = false;

  // 1. PostgreSQL, unless the database runs elsewhere (the cluster's, deploy/cluster/, which keeps its own WAL)
  const { postgres, backrest } = options.databaseUrl
    ? { postgres: externalDatabase(options.databaseUrl), backrest: undefined }
    : productionCluster({ stateDir, port: pgPort, log });
  if (!options.databaseUrl) postgres.start();
  log(`PostgreSQL: ${postgres.url}`);
  // From here on a failure stops whatever started (see stop below), and so does the end of this Node process.
  const killNginxGroup = () => {
    if (!nginx?.pid) return;
    try {
      process.kill(-nginx.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const stopNow = () => {
    if (finished) return;
    finished = true;
    killNginxGroup();
    for (const api of apis) api.child?.kill('SIGKILL');
    if (postgres.running()) {
      try {
        postgres.stop('immediate');
      } catch {
        // already gone
      }
    }
    if (throwaway) rmSync(stateDir, { recursive: true, force: true });
  };
  const processEnd = cleanUpOnProcessEnd(stopNow, options.stopOnSignal !== false);
  // Every WAL segment goes to pgBackRest's repository from the first start on (npm run backup,
  // npm run restore [--to <time>]: deploy/backup.mjs). A repository of another database (this data
  // folder made anew beside an old repository) stops the start here, before any write is unarchived.
  try {
    backrest?.createStanza();
  } catch (error) {
    stopNow();
    throw new Error(
      `pgBackRest: хранилище копий ${path.join(stateDir, 'pgbackrest')} не подходит к этой базе (восстановите базу: npm run restore, или удалите хранилище)\n${/** @type {Error} */ (error).message}`,
    );
  }

  // 2. API processes, one after the other: the first applies the migrations and seeds, so two
  // processes never race on them; the next starts once the first is ready.
  const jwtSecret = throwaway ? randomBytes(48).toString('base64url') : persistentSecret(path.join(stateDir, 'jwt-secret'));
  const apiEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: host,
    DATABASE_URL: postgres.url,
    JWT_SECRET: jwtSecret,
    CORS_ORIGINS: siteOrigin,
    PUBLIC_SITE_URL: siteOrigin,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'info',
    ...options.apiEnv,
  };
  /** @param {number} index */
  const startApi = async (index) => {
    const api = apis[index];
    spawnLogged(api, inHost(process.execPath, ['--import', 'tsx', 'src/server.ts']), {
      cwd: path.join(repoRoot, 'api'),
      env: { ...apiEnv, PORT: String(api.port) },
    });
    if (!(await answers200(`http://${host}:${api.port}/health/ready`, 90_000))) {
      throw new Error(`API на порту ${api.port} не стал готов за 90 с (журнал: ${api.logFile})`);
    }
  };
  // 3. The runtime files and nginx
  const runtimeDir = path.join(stateDir, 'runtime');
  const registry = registryWithReleases(
    remotesRegistry({
      origins: Object.fromEntries(remoteNames.map((name) => [name, `${siteOrigin}/${name}`])),
      areasOrigin: siteOrigin,
      overrideOrigins: [],
    }),
    releasesDir(),
  );
  const config = runtimeConfig({ ...process.env, API_BASE: PRODUCTION_API_BASE });
  writeJsonAtomically(path.join(runtimeDir, 'remotes.json'), registry);
  writeJsonAtomically(path.join(runtimeDir, 'config.json'), config);
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  // which paths are pages: rewritten by every release, which then has nginx reload (tooling/releases/nginx-page-map.mjs)
  writeFileAtomically(path.join(runtimeDir, PAGE_ROUTES_MAP), pageRoutesMap(registry, publishedRoutesIn(shellDist)));
  // the shell's page with config.json and the registry written in, served for every page path
  // (platform.conf.template); every release writes its registry in again (nginx-page-map.mjs)
  writeFileAtomically(
    path.join(runtimeDir, 'index.html'),
    shellPageWithRegistry(shellPageWithConfig(readFileSync(path.join(shellDist, 'index.html'), 'utf8'), config), registry),
  );
  // the page cache's keys (platform.conf.template), new at every start: pages an earlier start's
  // builds drew, still in the cache folder, are never read
  writeFileAtomically(path.join(runtimeDir, PAGE_CACHE_VARIANTS_MAP), pageCacheVariantsMap(registry));
  const scriptHashes = JSON.parse(readFileSync(path.join(shellDist, INLINE_SCRIPT_HASHES_FILE), 'utf8'));
  const csp = contentSecurityPolicy({ registry, config, siteOrigin, scriptHashes });
  const nginxConf = path.join(stateDir, 'nginx.conf');
  const nginxErrorLogFile = path.join(stateDir, 'nginx-error.log');
  /** What nginx logged at warn and above (a port already in use; why a request got a 502). */
  const nginxErrorLog = () => (existsSync(nginxErrorLogFile) ? readFileSync(nginxErrorLogFile, 'utf8') : '');
  for (const sub of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(stateDir, sub), { recursive: true });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopChild(nginx, 'SIGQUIT', 5000, killNginxGroup);
    await Promise.all(apis.map((_, index) => stopApi(index)));
    for (const pageServer of pageServers) if (pageServer.child && pageServer.child.exitCode === null) pageServer.child.kill('SIGTERM');
    if (postgres.running()) {
      try {
        postgres.stop('fast');
      } catch (error) {
        log(String(error));
      }
    }
    if (throwaway) rmSync(stateDir, { recursive: true, force: true });
    finished = true;
    processEnd.forget();
  };
  const stopApi = (/** @type {number} */ index) => stopChild(apis[index]?.child, 'SIGTERM', 12_000);
  /** Stops the page server on `index` (SIGKILL) and waits until it has exited. @param {number} index */
  const stopPageServer = (index) => stopChild(pageServers[index]?.child, 'SIGKILL', 60_000);

  try {
    writeFileSync(
      nginxConf,
      nginxConfig({ host, port: sitePort, apiPorts, pagePorts, apiHost: host, trustedProxy: options.trustedProxy, stateDir, runtimeDir, csp }),
    );
    // The page servers render the areas' pages into the shell's page (docs/architecture.md, "Server
    // rendering"); their data comes through this nginx's /api, like a browser's.
    for (const pageServer of pageServers) {
      const args = ['--host', host, '--port', String(pageServer.port), '--runtime-dir', runtimeDir, '--api-base', `${ownOrigin}/api`, '--origin', siteOrigin];
      spawnLogged(pageServer, inHost(process.execPath, ['tooling/page-server.mjs', ...args]), {
        cwd: repoRoot,
        env: { ...process.env, NODE_ENV: 'production' },
      });
    }
    for (const { port, logFile } of pageServers)
      if (!(await answers200(`http://${host}:${port}/remotes.json`, 30_000)))
        throw new Error(`Сервер страниц на порту ${port} не ответил за 30 с (журнал: ${logFile})`);
    for (let index = 0; index < apis.length; index += 1) {
      await startApi(index);
      log(`API ${index + 1}: http://${host}:${apis[index].port} (NODE_ENV=production)`);
    }
    // robots.txt and the sitemap (its hotels and routes from the API), served by nginx from the runtime folder
    // (a site without a sitemap still serves every page: the failure is said, not fatal)
    await writeSeoFiles(runtimeDir, {
      origin: siteOrigin,
      apiUrl: `http://${host}:${apis[0].port}`,
      registry,
      shellRoutes: publishedRoutesIn(shellDist),
    }).catch((error) => log(`sitemap.xml не записан: ${String(error)}`));
    const nginxCheck = spawnSync(...inHost('nginx', ['-t', '-q', '-p', stateDir, '-e', nginxErrorLogFile, '-c', nginxConf]), { encoding: 'utf8' });
    if (nginxCheck.status !== 0) throw new Error(`nginx -t: ${nginxCheck.stderr}`);
    const [nginxCommand, nginxArgs] = inHost('nginx', ['-p', stateDir, '-e', nginxErrorLogFile, '-c', nginxConf]);
    nginx = spawn(nginxCommand, nginxArgs, {
      stdio: ['ignore', 'ignore', 'pipe'],
      // Its own process group, so the master and its workers can be killed together (workers
      // outlive a master killed alone).
      detached: true,
    });
    nginx.stderr?.on('data', (chunk) => log(`nginx: ${String(chunk).trim()}`));
    if (!(await answers200(`${ownOrigin}/api/health/ready`, 20_000))) {
      // What nginx said (a port already in use, an upstream refusing) goes with the error: the state
      // folder of a test run is removed on stop.
      const said = nginxErrorLog().trim().split('\n').slice(-10).join('\n');
      const exited = nginx.exitCode === null ? 'работает' : `завершился с кодом ${nginx.exitCode}`;
      throw new Error(`nginx не отвечает на ${ownOrigin} (nginx ${exited})${said ? `:\n${said}` : ''}`);
    }
    log(`nginx: ${ownOrigin} → API ${apiPorts.map((port) => `${host}:${port}`).join(', ')}; pages ${pagePorts.map((port) => `${host}:${port}`).join(', ')}`);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    siteOrigin,
    apiOrigin: `${siteOrigin}/api`,
    /** This host's nginx (the same as siteOrigin unless a balancer is in front). */
    ownOrigin,
    apiPorts,
    pagePorts,
    pgPort,
    stateDir,
    nginxConf,
    databaseUrl: postgres.url,
    /** The API's process id on `index` (the test kills one with SIGKILL). @param {number} index */
    apiPid: (index) => apis[index]?.child?.pid,
    /** @param {number} index */
    apiLog: (index) => (existsSync(apis[index].logFile) ? readFileSync(apis[index].logFile, 'utf8') : ''),
    nginxErrorLog,
    startApi,
    stopApi,
    /** @param {number} index */
    killApi: (index) => apis[index]?.child?.kill('SIGKILL'),
    /** Stops the page server on `index` (nginx then sends the shell's page). */
    stopPageServer,
    stopPostgres: () => postgres.stop('fast'),
    startPostgres: () => postgres.start(),
    stop,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const numbers = (/** @type {string | undefined} */ text) =>
    text
      ?.split(',')
      .map((value) => Number(value.trim()))
      .filter(Boolean);
  try {
    const production = await startProduction({
      sitePort: Number(process.env.PRODUCTION_PORT ?? 8080),
      apiPorts: numbers(process.env.PRODUCTION_API_PORTS) ?? [3011, 3012],
      pagePorts: numbers(process.env.PRODUCTION_PAGE_PORTS) ?? [3021, 3022],
      pgPort: Number(process.env.PRODUCTION_PG_PORT ?? PRODUCTION_PG_PORT),
      stateDir: productionStateDir(),
      stopOnSignal: false, // Ctrl+C below stops gracefully (PostgreSQL `fast`, the API drains)
    });
    console.log(`\nПродакшен-конфигурация запущена. Откройте ${production.siteOrigin}/`);
    console.log(`  API: ${production.apiOrigin} (процессы на портах ${production.apiPorts.join(', ')})`);
    console.log(`  nginx: ${production.nginxConf}; журналы и база: ${production.stateDir}\n`);
    stopGracefullyOn(production.stop, ['SIGINT', 'SIGTERM']);
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}
