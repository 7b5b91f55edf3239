#!/usr/bin/env node
// Backups of the production database (deploy/README.md, "Backups and point-in-time recovery"):
// npm run backup                    → pgBackRest backup (full the first time, then incremental) of the cluster
// npm run backup -- --dump          → also a pg_dump file (custom format) in <state>/backups/, to carry elsewhere
// npm run restore                   → the data folder back to the end of the WAL archive (after losing it)
// npm run restore -- --to <time>    → back to that moment (ISO time with its zone), or --to backup: the latest backup's end
// npm run restore <file>.dump       → that dump replaces the database's contents (the cluster keeps running)
// While `npm run production:cluster` runs, each of these acts on the cluster's PostgreSQL pair instead
// (deploy/cluster/recovery.mjs): the backup on its primary, the restore through Patroni's maintenance mode.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLine } from '../tooling/command-line.mjs';
import { waitUntil } from '../tooling/processes.mjs';
import { findPostgresBin, PRODUCTION_PG_PORT, productionCluster } from './production.mjs';
import { currentPrimary, nodeUrl } from './cluster/database.mjs';
import { backupClusterDatabase, restoreClusterDatabase } from './cluster/recovery.mjs';
import { clusterStateDir, productionStateDir } from '../tooling/runtime-files.mjs';

/** The production cluster's state folder and port, as `npm run production` uses them. */
export function productionDatabase(env = process.env) {
  const port = Number(env.PRODUCTION_PG_PORT ?? PRODUCTION_PG_PORT);
  return { stateDir: productionStateDir(env), port, url: `postgresql://postgres@127.0.0.1:${port}/postgres` };
}

/** Runs `work` with the cluster's PostgreSQL running: started for it, and stopped again after, when it was not. @template T @param {{ running: () => boolean, start: () => void, stop: () => void }} postgres @param {() => T} work */
function whileRunning(postgres, work) {
  const startedHere = !postgres.running();
  if (startedHere) postgres.start();
  try {
    return work();
  } finally {
    if (startedHere) postgres.stop();
  }
}

/** @param {string} program @param {string[]} args */
function runPostgresTool(program, args) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL не установлен: apt-get install -y postgresql (или задайте PG_BIN)');
  const result = spawnSync(path.join(bin, program), args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program}: ${result.status}\n${result.stderr}`);
  return result.stdout;
}

/** @param {string} url @param {string} database */
const urlOf = (url, database) => Object.assign(new URL(url), { pathname: `/${database}` }).toString();

/**
 * Runs each statement on its own (DROP DATABASE refuses a transaction block), stopping at the first error.
 * @param {string} url @param {string[]} statements
 */
const sql = (url, statements) =>
  runPostgresTool('psql', [url, '-AtX', '-v', 'ON_ERROR_STOP=1', ...statements.flatMap((statement) => ['-c', statement])]).trim();

/** @param {string} name */
const quoted = (name) => `"${name.replace(/"/g, '""')}"`;

/**
 * A consistent dump of the running database (pg_dump reads one snapshot, so an order and its
 * payment and tickets are never half in it), in the custom format pg_restore reads.
 * @param {{ stateDir: string, url: string }} database
 * @returns {string} the file written
 */
export function dumpDatabase({ stateDir, url }) {
  const dir = path.join(stateDir, 'backups');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `platform-${new Date().toISOString().replace(/[:.]/g, '-')}.dump`);
  runPostgresTool('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, url]);
  return file;
}

/**
 * A dump replaces what the database at `url` holds, the cluster running: restored into a new database in one transaction, which
 * takes the old one's name only when that succeeded (old sessions ended, old database dropped). A failed restore leaves the
 * database as it was, and no `pg_restore --clean` meets what it cannot drop (pg-boss's partitioned job table). Needs room for
 * both copies for a moment; stop the API processes first.
 * @param {string} url @param {string} file
 */
export function restoreDumpInto(url, file) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  const incoming = `${name}_restoring`;
  const replaced = `${name}_replaced`;
  const admin = urlOf(url, name === 'template1' ? 'postgres' : 'template1');
  sql(admin, [
    `DROP DATABASE IF EXISTS ${quoted(incoming)} WITH (FORCE)`,
    `DROP DATABASE IF EXISTS ${quoted(replaced)} WITH (FORCE)`,
    `CREATE DATABASE ${quoted(incoming)}`,
  ]);
  try {
    runPostgresTool('pg_restore', ['--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${urlOf(url, incoming)}`, file]);
  } catch (error) {
    sql(admin, [`DROP DATABASE IF EXISTS ${quoted(incoming)} WITH (FORCE)`]);
    throw error;
  }
  const literal = `'${name.replace(/'/g, "''")}'`;
  try {
    sql(admin, [
      `ALTER DATABASE ${quoted(name)} ALLOW_CONNECTIONS false`,
      `SELECT count(pg_terminate_backend(pid, 10000)) FROM pg_stat_activity WHERE datname = ${literal} AND pid <> pg_backend_pid()`,
      `ALTER DATABASE ${quoted(name)} RENAME TO ${quoted(replaced)}`,
    ]);
  } catch (error) {
    sql(admin, [`ALTER DATABASE ${quoted(name)} ALLOW_CONNECTIONS true`]);
    throw error;
  }
  sql(admin, [`ALTER DATABASE ${quoted(incoming)} RENAME TO ${quoted(name)}`, `DROP DATABASE ${quoted(replaced)} WITH (FORCE)`]);
}

/**
 * Waits until PostgreSQL has replayed the archive to its target and promoted itself (takes writes).
 * @param {string} url
 */
async function untilPromoted(url, timeoutMs = 300_000) {
  const promoted = async () => {
    try {
      return sql(url, ['SELECT pg_is_in_recovery()']) === 'f';
    } catch {
      return false; // still starting
    }
  };
  if (!(await waitUntil(promoted, timeoutMs, 200))) throw new Error(`PostgreSQL не завершил восстановление за ${timeoutMs / 1000} с`);
}

/**
 * @typedef {{ postgres: ReturnType<typeof import('./production.mjs').postgresCluster>, backrest: import('./pgbackrest.mjs').PgBackRest }} ArchivedCluster
 */

/**
 * A pgBackRest backup of the cluster (started for it when not running); the API keeps answering, the WAL archive covers the rest.
 * @param {ArchivedCluster} cluster
 * @returns {{ seconds: number, label: string | undefined }}
 */
export function backupCluster({ postgres, backrest }) {
  const started = Date.now();
  whileRunning(postgres, () => {
    backrest.createStanza(); // once made, a no-op
    backrest.backup();
  });
  return { seconds: (Date.now() - started) / 1000, label: backrest.info()[0]?.backup.at(-1)?.label };
}

/**
 * Brings the data folder back to `to` ('latest': the archive's end; 'backup': the latest backup's end; a Date) and starts it
 * until it takes writes. A running cluster first archives its newest WAL and is stopped; one that was not running is stopped
 * again after. Stop the API processes: their sessions end with the server.
 * @param {ArchivedCluster & { url: string }} cluster @param {{ to?: 'latest' | 'backup' | Date }} [target]
 * @returns {Promise<{ seconds: number }>}
 */
export async function restoreCluster({ postgres, backrest, url }, { to = 'latest' } = {}) {
  const started = Date.now();
  const wasRunning = postgres.running();
  if (wasRunning) {
    backrest.check();
    postgres.stop('fast');
  }
  backrest.restore({ to });
  postgres.start();
  try {
    await untilPromoted(url);
  } finally {
    if (!wasRunning) postgres.stop();
  }
  return { seconds: (Date.now() - started) / 1000 };
}

/**
 * What `npm run restore` asks for: a dump file, or a moment (`--to <time>`, `--to backup`, none: the
 * archive's end). `npm run restore --to <time>` hands npm the flag: it arrives as npm_config_to=true
 * and a lone argument (`--to=<time>` as npm_config_to=<time>).
 * @param {string[]} argv @param {NodeJS.ProcessEnv} env
 */
export function restoreRequest(argv, env = process.env) {
  const { values, positionals } = commandLine(argv, { to: { type: 'string' } });
  const to = values.to ?? (env.npm_config_to === 'true' ? positionals.shift() : env.npm_config_to);
  const [file] = positionals;
  if (file && to === undefined) return /** @type {const} */ ({ file: path.resolve(file) });
  if (to === undefined || to === 'latest') return /** @type {const} */ ({ to: 'latest' });
  if (to === 'backup') return /** @type {const} */ ({ to: 'backup' });
  const time = new Date(to);
  if (Number.isNaN(time.getTime())) throw new Error(`--to: не время «${to}». Пример: --to "2026-12-07T04:10:00+03:00", или --to backup`);
  return { to: time };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [command, ...rest] = process.argv.slice(2);
  const database = productionDatabase();
  const log = (/** @type {string} */ line) => console.log(line);
  // the cluster, when it runs on this machine (its state folder, and Patroni naming a primary)
  const clusterDir = clusterStateDir();
  const clusterPrimary = existsSync(path.join(clusterDir, 'db1', 'patroni.yml')) ? await currentPrimary() : undefined;
  try {
    if (clusterPrimary && (command === 'backup' || command === 'restore')) {
      const request = command === 'restore' ? restoreRequest(rest) : undefined;
      const cluster = { stateDir: clusterDir, url: nodeUrl(clusterPrimary) };
      if (!request) {
        const { seconds, label, node } = await backupClusterDatabase(clusterDir);
        console.log(`backup of the cluster (on ${node}): ${label} in ${seconds.toFixed(1)} s`);
        if (rest.includes('--dump') || process.env.npm_config_dump === 'true') console.log(`dump: ${dumpDatabase(cluster)}`);
      } else if ('file' in request) {
        if (!existsSync(request.file)) throw new Error(`нет файла ${request.file}`);
        const started = Date.now();
        restoreDumpInto(cluster.url, request.file);
        console.log(`restored ${request.file} into the cluster's primary ${clusterPrimary} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } else {
        const { seconds, primary, standby } = await restoreClusterDatabase(clusterDir, { to: request.to, log });
        const target = request.to instanceof Date ? request.to.toISOString() : request.to;
        console.log(`cluster restored to ${target} in ${seconds.toFixed(1)} s: primary ${primary}, synchronous standby ${standby}`);
      }
    } else if (command === 'backup') {
      const cluster = productionCluster({ stateDir: database.stateDir, port: database.port, log });
      const { seconds, label } = backupCluster(cluster);
      console.log(`backup: ${label} in ${seconds.toFixed(1)} s (${cluster.backrest.configFile})`);
      if (commandLine(rest, { dump: { type: 'boolean' } }).values.dump || process.env.npm_config_dump === 'true') {
        const written = whileRunning(cluster.postgres, () => dumpDatabase(database));
        console.log(`dump: ${written} (${Math.round(statSync(written).size / 1024)} KiB)`);
      }
    } else if (command === 'restore') {
      const request = restoreRequest(rest);
      if ('file' in request) {
        if (!existsSync(request.file)) throw new Error(`нет файла ${request.file}`);
        const cluster = productionCluster({ stateDir: database.stateDir, port: database.port, log });
        const started = Date.now();
        whileRunning(cluster.postgres, () => restoreDumpInto(database.url, request.file));
        console.log(`restored ${request.file} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } else {
        const cluster = productionCluster({ stateDir: database.stateDir, port: database.port, log, create: false });
        const { seconds } = await restoreCluster({ ...cluster, url: database.url }, { to: request.to });
        const target = request.to instanceof Date ? request.to.toISOString() : request.to;
        console.log(`restored to ${target} in ${seconds.toFixed(1)} s`);
      }
    } else {
      console.error('usage: npm run backup [-- --dump] | npm run restore [-- --to <time> | --to backup] | npm run restore <file>.dump');
      process.exit(2);
    }
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}
