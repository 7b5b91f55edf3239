#!/usr/bin/env node
// The cluster on one machine (deploy/README.md, "Cluster"): six Linux network namespaces on
// 10.77.0.0/24, each a machine with its own address —
//   front 10.77.0.10   HAProxy: health checks on /api/health/ready, re-sends what is safe to re-send
//   app1  10.77.0.31   nginx + API processes (deploy/production.mjs) + a local HAProxy to the primary
//   app2  10.77.0.32   the same
//   db1   10.77.0.21   PostgreSQL 15 under Patroni (primary at start)
//   db2   10.77.0.22   PostgreSQL 15 under Patroni (synchronous standby)
//   dcs   10.77.0.20   etcd, where Patroni elects the leader
//   node deploy/cluster/cluster.mjs         start (what `npm run production:cluster` runs); Ctrl+C removes it all
//   node deploy/cluster/cluster.mjs stop    removes what a killed run left: processes, namespaces, .data/cluster
// Root only (namespaces, a bridge); the five apps must be built.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanUpOnProcessEnd, startProduction, stopGracefullyOn } from '../production.mjs';
import { CLUSTER_APP_HOSTS, clusterStateDir } from '../../tooling/runtime-files.mjs';
import {
  currentPrimary,
  fetchStatus,
  isSyncStandby,
  localDatabaseProxyConfig,
  LOCAL_DB_PORT,
  nodeUrl,
  startDatabase,
  startOn,
  startPatroni,
  waitUntil,
} from './database.mjs';
import { BRIDGE_ADDRESS, createMachines, cutNetwork, killMachine, machines, removeMachines } from './machines.mjs';

export const APP_HOSTS = CLUSTER_APP_HOSTS;
/** nginx on each app host; the API processes from API_PORT up. */
const APP_PORT = 8080;
const API_PORT = 3011;
export const FRONT_PORT = 80;
export const siteOrigin = `http://${machines.front.address}`;

/**
 * The front balancer. Each app host is checked every second on /api/health/ready (its nginx, its
 * API and its way to the primary) and is out after two failures (a refused connection fails at once,
 * a silent host after 3 s). What it re-sends to the other host
 * (`retry-on`, up to 3 times): a request that could not be sent, or whose connection broke or timed
 * out without an answer, or that got a 502/503/504 — for GET/HEAD/PUT/DELETE, and for a POST only
 * with an `Idempotency-Key` (the API stores at most one order or charge per key and answers a second
 * request with the first's answer). Any other POST (a sign-in, a search) is sent once.
 * @param {string} stateDir
 */
export function frontConfig(stateDir) {
  return [
    'global',
    '  maxconn 4000',
    `  pidfile ${path.join(stateDir, 'front.pid')}`,
    // the operator's switch (and the bench's): `disable server apps/app2` takes a host out of service
    `  stats socket ${path.join(stateDir, 'admin.sock')} mode 600 level admin`,
    'defaults',
    '  mode http',
    '  option http-keep-alive',
    '  timeout connect 1s',
    '  timeout client 60s',
    // above the app nginx's 12 s read timeout and the API's 10 s database wait
    '  timeout server 40s',
    '  timeout check 3s',
    '  timeout http-request 10s',
    'frontend site',
    `  bind ${machines.front.address}:${FRONT_PORT}`,
    // the browser's address, appended for the app hosts' nginx (it believes this balancer only)
    '  option forwardfor',
    '  default_backend apps',
    'backend apps',
    '  balance leastconn',
    '  option httpchk GET /api/health/ready',
    '  http-check expect status 200',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout 502 503 504',
    '  http-request disable-l7-retry if METH_POST !{ req.hdr(idempotency-key) -m found }',
    '  http-request disable-l7-retry if { method PATCH }',
    // A dead host refuses the check at once; a slow one (this shared machine under load) gets 3 s.
    // Requests in flight on a host marked down are left to finish: a busy host's searches must not
    // be cut because its check was late.
    '  default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 2',
    ...APP_HOSTS.map((host) => `  server ${host} ${machines[host].address}:${APP_PORT} check`),
    '',
  ].join('\n');
}

/**
 * Starts the whole cluster; resolves with its parts and `stop()`.
 * @param {{ log?: (line: string) => void, apiProcesses?: number, apiEnv?: Record<string, string> }} [options]
 */
export async function startCluster(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  if (process.getuid?.() !== 0) throw new Error('Кластер создаёт сетевые пространства имён: запустите от root');
  const startedAt = Date.now();
  const stateDir = clusterStateDir();
  rmSync(stateDir, { recursive: true, force: true, maxRetries: 5 });
  mkdirSync(stateDir, { recursive: true });
  chmodSync(stateDir, 0o755); // postgres must reach its folders inside
  /** @type {Map<string, Awaited<ReturnType<typeof startProduction>>>} */
  const hosts = new Map();
  let removed = false;
  const removeNow = () => {
    if (removed) return;
    removed = true;
    removeMachines();
    if (!process.env.CLUSTER_KEEP_DATA) rmSync(stateDir, { recursive: true, force: true, maxRetries: 5 });
  };
  // The command line replaces the signals' removal, once started, by a stop that lets the API processes drain.
  const processEnd = cleanUpOnProcessEnd(removeNow);
  const stop = async () => {
    // the API processes drain, then every machine is switched off
    await Promise.all([...hosts.values()].map((host) => host.stop().catch(() => undefined)));
    removeNow();
    processEnd.forget();
  };

  try {
    createMachines();
    log(
      `Машины: ${Object.entries(machines)
        .map(([name, { namespace, address }]) => `${name} ${address} (${namespace})`)
        .join(', ')}; мост ${BRIDGE_ADDRESS}`,
    );
    await startDatabase({ stateDir, log });
    const jwtSecret = randomBytes(48).toString('base64url');
    const apiProcesses = options.apiProcesses ?? Number(process.env.CLUSTER_API_PROCESSES ?? 1);
    for (const name of APP_HOSTS) {
      const { namespace, address } = machines[name];
      const dir = path.join(stateDir, name);
      mkdirSync(dir, { recursive: true });
      const proxyConfig = path.join(dir, 'db-proxy.cfg');
      writeFileSync(proxyConfig, localDatabaseProxyConfig(dir, name));
      startOn(namespace, 'haproxy', ['-db', '-f', proxyConfig], path.join(dir, 'db-proxy.log'));
      const host = await startProduction({
        host: address,
        netns: namespace,
        siteOrigin,
        trustedProxy: machines.front.address,
        sitePort: APP_PORT,
        apiPorts: Array.from({ length: apiProcesses }, (_, index) => API_PORT + index),
        databaseUrl: `postgresql://postgres@127.0.0.1:${LOCAL_DB_PORT}/postgres`,
        stateDir: dir,
        stopOnSignal: false,
        apiEnv: { JWT_SECRET: jwtSecret, ...options.apiEnv },
        log: (line) => log(`${name}: ${line}`),
      });
      hosts.set(name, host);
    }
    const frontDir = path.join(stateDir, 'front');
    mkdirSync(frontDir, { recursive: true });
    const frontCfg = path.join(frontDir, 'haproxy.cfg');
    writeFileSync(frontCfg, frontConfig(frontDir));
    startOn(machines.front.namespace, 'haproxy', ['-db', '-f', frontCfg], path.join(frontDir, 'haproxy.log'));
    if (!(await waitUntil(async () => (await fetchStatus(`${siteOrigin}/api/health/ready`)) === 200, 20_000))) {
      throw new Error(`балансировщик не отвечает на ${siteOrigin} (журнал: ${path.join(frontDir, 'haproxy.log')})`);
    }
    // both hosts in service before the cluster counts as started
    await new Promise((resolve) => setTimeout(resolve, 2500));
    log(`Балансировщик: ${siteOrigin} → ${APP_HOSTS.map((name) => `${machines[name].address}:${APP_PORT}`).join(', ')}`);
  } catch (error) {
    await stop();
    throw error;
  }
  const startSeconds = (Date.now() - startedAt) / 1000;

  return {
    siteOrigin,
    apiOrigin: `${siteOrigin}/api`,
    stateDir,
    startSeconds,
    /** The app host's parts (its API's log, its own origin). @param {'app1' | 'app2'} name */
    host: (name) => /** @type {Awaited<ReturnType<typeof startProduction>>} */ (hosts.get(name)),
    currentPrimary,
    /** The superuser's URL of the current primary (psql from this machine). */
    primaryUrl: async () => {
      const node = await currentPrimary();
      if (!node) throw new Error('нет primary');
      return nodeUrl(node);
    },
    /** Switches a machine off: every process in it is killed at once. @param {keyof typeof machines} name */
    kill: (name) => killMachine(machines[name].namespace),
    /** Starts a killed database machine's Patroni again: it rejoins as the standby. @param {'db1' | 'db2'} node */
    restartDatabase: (node) => startPatroni(node, stateDir),
    isSyncStandby,
    /** Cuts (or restores) the network between an app host and both database machines. @param {'app1' | 'app2'} name @param {boolean} cut */
    cutDatabase: (name, cut) =>
      cutNetwork(
        machines[name].namespace,
        ['db1', 'db2'].map((node) => machines[/** @type {'db1' | 'db2'} */ (node)].address),
        cut,
      ),
    /**
     * Takes an app host out of the front balancer's service, or puts it back (HAProxy's admin socket).
     * @param {'app1' | 'app2'} name @param {boolean} inService
     */
    setInService: (name, inService) => frontCommand(path.join(stateDir, 'front', 'admin.sock'), `${inService ? 'enable' : 'disable'} server apps/${name}`),
    /** The front balancer's view of the app hosts (UP/DOWN), from its log-free state: a health probe per host. */
    hostReady: async (/** @type {'app1' | 'app2'} */ name) => (await fetchStatus(`${hosts.get(name)?.ownOrigin}/api/health/ready`)) === 200,
    /** For a caller with its own graceful stop on signals (the command line). */
    forgetSignals: processEnd.forgetSignals,
    stop,
  };
}

/** One command to HAProxy's admin socket; resolves with its answer. @param {string} socket @param {string} command */
function frontCommand(socket, command) {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = net.createConnection(socket, () => connection.end(`${command}\n`));
    connection.on('data', (chunk) => (answer += chunk));
    connection.on('end', () => resolve(answer.trim()));
    connection.on('error', reject);
  });
}

/** Removes a cluster a killed run left behind. */
export function removeCluster() {
  removeMachines();
  rmSync(clusterStateDir(), { recursive: true, force: true, maxRetries: 5 });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (process.argv[2] === 'stop') {
    removeCluster();
    console.log('Кластер удалён: процессы, пространства имён, мост, .data/cluster');
    process.exit(0);
  }
  try {
    const cluster = await startCluster();
    console.log(`\nКластер запущен за ${cluster.startSeconds.toFixed(1)} с. Откройте ${cluster.siteOrigin}/ (с этой машины, через мост ${BRIDGE_ADDRESS})`);
    console.log(`  журналы: ${cluster.stateDir} (удаляются при остановке; CLUSTER_KEEP_DATA=1 оставляет)\n  Ctrl+C останавливает всё\n`);
    cluster.forgetSignals();
    stopGracefullyOn(cluster.stop, ['SIGINT', 'SIGTERM', 'SIGHUP']);
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}
