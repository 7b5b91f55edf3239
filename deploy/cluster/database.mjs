// The cluster's database: PostgreSQL 15 on two machines managed by Patroni (Debian's `patroni`),
// with etcd (Debian's `etcd-server`) on a third as the store that elects the leader, and synchronous
// replication (Patroni's synchronous_mode): a commit is acknowledged once the standby has it.
// On each app host a local HAProxy sends the API's connections to whichever node Patroni's REST API
// names primary (`GET /primary` answers 200 only there): node-postgres, which the API and pg-boss use,
// has no libpq multi-host `target_session_attrs`, and this needs no change in the API.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pgBackRest } from '../pgbackrest.mjs';
import { findPostgresBin, postgresUser } from '../production.mjs';
import { fetchStatus, waitUntil } from '../../tooling/processes.mjs';

export { fetchStatus, waitUntil };
import { machines, onMachine } from './machines.mjs';

export const PG_PORT = 5432;
export const PATRONI_PORT = 8008;
export const ETCD_PORT = 2379;
/** Where the API connects on its own app host: the local HAProxy in front of the pair. */
export const LOCAL_DB_PORT = 5000;
export const DB_NODES = /** @type {const} */ (['db1', 'db2']);

/** The superuser's address on one node (from this machine or any namespace: trust on the subnet). @param {'db1' | 'db2'} node */
export const nodeUrl = (node) => `postgresql://postgres@${machines[node].address}:${PG_PORT}/postgres`;

/** The pgBackRest repository both database machines archive into and back up to: one folder both reach (a shared disk). @param {string} stateDir */
export const backupRepository = (stateDir) => path.join(stateDir, 'pgbackrest');

/**
 * pgBackRest for one node's data folder (deploy/pgbackrest.mjs), its config beside Patroni's: the node
 * archives its WAL into the shared repository while it is the primary, and backs up from there.
 * @param {string} stateDir @param {'db1' | 'db2'} node
 */
export function nodeBackRest(stateDir, node) {
  const dir = path.join(stateDir, node);
  return pgBackRest({ dir: path.join(dir, 'pgbackrest'), repoDir: backupRepository(stateDir), dataDir: path.join(dir, 'data'), socketDir: dir, port: PG_PORT });
}

/**
 * Starts a program on a machine, its output straight into a log file (it outlives the process that
 * started it: `npm run restore` starts the restored PostgreSQL and exits), in its own process group.
 * @param {string} namespace @param {string} command @param {string[]} args @param {string} logFile
 */
export function startOn(namespace, command, args, logFile) {
  const [program, argv] = onMachine(namespace, command, args);
  const out = openSync(logFile, 'a');
  try {
    const child = spawn(program, argv, { stdio: ['ignore', out, out], detached: true });
    child.unref();
    return child;
  } finally {
    closeSync(out);
  }
}

/** Patroni's settings for one node (YAML is a superset of JSON). @param {'db1' | 'db2'} node @param {string} stateDir */
function patroniConfig(node, stateDir) {
  const dir = path.join(stateDir, node);
  const { address } = machines[node];
  return {
    scope: 'platform',
    name: node,
    log: { level: 'WARNING' },
    restapi: { listen: `${address}:${PATRONI_PORT}`, connect_address: `${address}:${PATRONI_PORT}` },
    etcd3: { hosts: [`${machines.dcs.address}:${ETCD_PORT}`] },
    bootstrap: {
      dcs: {
        // The leader's key lives 10 s without renewal: a dead primary is replaced within ~10–15 s.
        ttl: 10,
        loop_wait: 1,
        retry_timeout: 4,
        maximum_lag_on_failover: 1048576,
        synchronous_mode: true,
        postgresql: {
          use_pg_rewind: true,
          parameters: { max_connections: 200, shared_buffers: '128MB', wal_log_hints: 'on', max_wal_senders: 5, max_replication_slots: 5 },
        },
      },
      initdb: [{ encoding: 'UTF8' }, { locale: 'C.UTF-8' }],
      pg_hba: [
        `host replication replicator ${machines.dcs.address.replace(/\.\d+$/, '.0')}/24 trust`,
        `host all all ${machines.dcs.address.replace(/\.\d+$/, '.0')}/24 trust`,
        'host all all 127.0.0.1/32 trust',
        'local all all trust',
      ],
    },
    postgresql: {
      listen: `${address},127.0.0.1:${PG_PORT}`,
      connect_address: `${address}:${PG_PORT}`,
      data_dir: path.join(dir, 'data'),
      bin_dir: findPostgresBin(),
      pgpass: path.join(dir, 'pgpass'),
      authentication: {
        superuser: { username: 'postgres', password: 'postgres' },
        replication: { username: 'replicator', password: 'replicator' },
        rewind: { username: 'postgres', password: 'postgres' },
      },
      // whichever node is the primary archives every WAL segment into the shared repository
      parameters: { unix_socket_directories: dir, ...nodeBackRest(stateDir, node).postgresSettings },
    },
    tags: { nofailover: false, noloadbalance: false, clonefrom: false, nosync: false },
  };
}

/**
 * Starts etcd and the two Patroni nodes; resolves once a primary takes writes and its synchronous
 * standby streams.
 * @param {{ stateDir: string, log: (line: string) => void }} options
 */
export async function startDatabase({ stateDir, log }) {
  const { uid, gid } = postgresUser();
  const etcdDir = path.join(stateDir, 'dcs');
  mkdirSync(etcdDir, { recursive: true });
  const dcs = machines.dcs.address;
  startOn(
    machines.dcs.namespace,
    'etcd',
    [
      '--name=dcs',
      `--data-dir=${path.join(etcdDir, 'data')}`,
      `--listen-client-urls=http://${dcs}:${ETCD_PORT}`,
      `--advertise-client-urls=http://${dcs}:${ETCD_PORT}`,
      `--listen-peer-urls=http://${dcs}:2380`,
      `--initial-advertise-peer-urls=http://${dcs}:2380`,
      `--initial-cluster=dcs=http://${dcs}:2380`,
      '--log-level=warn',
    ],
    path.join(etcdDir, 'etcd.log'),
  );
  if (!(await waitUntil(async () => (await fetchStatus(`http://${dcs}:${ETCD_PORT}/health`)) === 200, 30_000))) {
    throw new Error(`etcd не запустился за 30 с (журнал: ${path.join(etcdDir, 'etcd.log')})`);
  }
  log(`etcd: http://${dcs}:${ETCD_PORT}`);
  for (const node of DB_NODES) {
    const dir = path.join(stateDir, node);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chownSync(dir, uid, gid);
    const config = path.join(dir, 'patroni.yml');
    writeFileSync(config, JSON.stringify(patroniConfig(node, stateDir), null, 2));
    startPatroni(node, stateDir);
    // the first node bootstraps the cluster before the second clones it
    if (node === 'db1' && !(await waitUntil(async () => (await fetchStatus(`http://${machines.db1.address}:${PATRONI_PORT}/primary`)) === 200, 90_000))) {
      throw new Error(`Patroni db1 не стал primary за 90 с (журнал: ${path.join(dir, 'patroni.log')})`);
    }
    // the repository's stanza, once the first primary runs: its WAL is archived from then on
    if (node === 'db1') nodeBackRest(stateDir, node).createStanza();
  }
  if (!(await waitUntil(async () => (await fetchStatus(`http://${machines.db2.address}:${PATRONI_PORT}/sync`)) === 200, 120_000))) {
    throw new Error(`Patroni db2 не стал синхронной репликой за 120 с (журнал: ${path.join(stateDir, 'db2', 'patroni.log')})`);
  }
  log(`PostgreSQL: primary ${machines.db1.address}, synchronous standby ${machines.db2.address} (Patroni)`);
}

/**
 * Starts Patroni on a node from its settings (at start, or again on a machine that was killed:
 * it rejoins as the standby, rewinding what the old timeline had that the new one has not).
 * @param {'db1' | 'db2'} node @param {string} stateDir
 */
export function startPatroni(node, stateDir) {
  const dir = path.join(stateDir, node);
  startOn(machines[node].namespace, 'runuser', ['-u', 'postgres', '--', 'patroni', path.join(dir, 'patroni.yml')], path.join(dir, 'patroni.log'));
}

/** Whether a node is the synchronous standby now. @param {'db1' | 'db2'} node */
export const isSyncStandby = async (node) => (await fetchStatus(`http://${machines[node].address}:${PATRONI_PORT}/sync`)) === 200;

/** Which node Patroni names primary now (undefined while none is). */
export async function currentPrimary() {
  for (const node of DB_NODES) {
    if ((await fetchStatus(`http://${machines[node].address}:${PATRONI_PORT}/primary`)) === 200) return node;
  }
  return undefined;
}

/** HAProxy on an app host: the API's connections go to the primary only. @param {string} stateDir @param {string} host */
export function localDatabaseProxyConfig(stateDir, host) {
  return [
    'global',
    '  maxconn 1000',
    `  pidfile ${path.join(stateDir, `db-proxy-${host}.pid`)}`,
    'defaults',
    '  mode tcp',
    '  timeout connect 2s',
    '  timeout client 30m',
    '  timeout server 30m',
    '  timeout check 2s',
    'listen postgres',
    `  bind 127.0.0.1:${LOCAL_DB_PORT}`,
    // Patroni answers 200 on /primary only on the leader; a node that stops being it loses its sessions at once.
    '  option httpchk OPTIONS /primary',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 1 on-marked-down shutdown-sessions',
    ...DB_NODES.map((node) => `  server ${node} ${machines[node].address}:${PG_PORT} maxconn 200 check port ${PATRONI_PORT}`),
    '',
  ].join('\n');
}

/** The psql program. */
export const psqlBin = () => path.join(/** @type {string} */ (findPostgresBin()), 'psql');

/** One value from a node now, or undefined while it does not answer. @param {'db1' | 'db2'} node @param {string} query */
export function nodeValue(node, query) {
  const result = spawnSync(psqlBin(), [nodeUrl(node), '-AtXc', query], { encoding: 'utf8', timeout: 3000 });
  return result.status === 0 ? result.stdout.trim() : undefined;
}
