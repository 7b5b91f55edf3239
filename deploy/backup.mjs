// npm run backup            → pg_dump (custom format) of the production database into <state>/backups/
// npm run restore <file>    → that dump replaces the production database's contents (the cluster started, or made, when not running)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgresBin, postgresCluster, repoRoot } from './production.mjs';

/** The production cluster's state folder and port, as `npm run production` uses them. */
export function productionDatabase(env = process.env) {
  const stateDir = path.resolve(env.PRODUCTION_STATE_DIR ?? path.join(repoRoot, '.data', 'production'));
  const port = Number(env.PRODUCTION_PG_PORT ?? 5433);
  return { stateDir, port, url: `postgresql://postgres@127.0.0.1:${port}/postgres` };
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
 * @returns {string} the file written
 */
export function backup({ stateDir, url }) {
  const dir = path.join(stateDir, 'backups');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `platform-${new Date().toISOString().replace(/[:.]/g, '-')}.dump`);
  runPostgresTool('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, url]);
  return file;
}

/**
 * A dump replaces what the database at `url` holds, with the cluster running: it is restored into
 * a new database first (in one transaction), and only when that succeeded does the new database
 * take the old one's name, the old one's sessions ended and the old one dropped. So a restore that
 * fails leaves the database as it was, and no `pg_restore --clean` meets objects it cannot drop one
 * by one (pg-boss's partitioned job table: "cannot drop inherited constraint"). Needs room for both
 * copies for a moment. Stop the API processes first; a session still open is ended.
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
 * Brings a dump back: what it holds replaces what the database holds now (restoreDumpInto). A
 * cluster that is not running is started first (made empty when its folder is gone) and stopped after.
 * @param {{ stateDir: string, port: number, url: string }} database @param {string} file
 */
export function restore({ stateDir, port, url }, file, log = (/** @type {string} */ line) => console.log(line)) {
  if (!existsSync(file)) throw new Error(`нет файла ${file}`);
  const cluster = postgresCluster({ dir: path.join(stateDir, 'postgres'), port, log });
  const startedHere = !cluster.running();
  if (startedHere) cluster.start();
  try {
    restoreDumpInto(url, file);
  } finally {
    if (startedHere) cluster.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [command, file] = process.argv.slice(2);
  const database = productionDatabase();
  try {
    if (command === 'backup') {
      const written = backup(database);
      console.log(`backup: ${written} (${Math.round(statSync(written).size / 1024)} KiB)`);
    } else if (command === 'restore' && file) {
      const started = Date.now();
      restore(database, path.resolve(file));
      console.log(`restored ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } else {
      console.error('usage: npm run backup | npm run restore <file>');
      process.exit(2);
    }
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}
