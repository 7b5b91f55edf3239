// npm run backup            → pg_dump (custom format) of the production database into <state>/backups/
// npm run restore <file>    → pg_restore of that file into the production cluster (started, or made, when not running)
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
}

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
 * Brings a dump back in one transaction: what it holds replaces what the database holds now. A
 * cluster that is not running is started first (made empty when its folder is gone) and stopped after.
 * @param {{ stateDir: string, port: number, url: string }} database @param {string} file
 */
export function restore({ stateDir, port, url }, file, log = (/** @type {string} */ line) => console.log(line)) {
  if (!existsSync(file)) throw new Error(`нет файла ${file}`);
  const cluster = postgresCluster({ dir: path.join(stateDir, 'postgres'), port, log });
  const startedHere = !cluster.running();
  if (startedHere) cluster.start();
  try {
    runPostgresTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${url}`, file]);
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
