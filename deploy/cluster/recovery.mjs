// Backups and point-in-time recovery of the cluster's PostgreSQL pair (deploy/README.md, "Cluster"),
// with the one-machine pgBackRest module (deploy/pgbackrest.mjs): the primary archives every WAL
// segment into one repository both database machines reach, a backup is taken on the primary, and a
// restore follows Patroni's maintenance mode: pause Patroni, stop both PostgreSQL servers, restore
// the leader's data folder to the target and start it until it promotes itself, resume and reinit
// the standby: Patroni clones it from the restored leader and makes it synchronous again.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findPostgresBin, postgresUser } from '../production.mjs';
import { currentPrimary, DB_NODES, isSyncStandby, nodeBackRest, nodeValue, PATRONI_PORT, startOn, waitUntil } from './database.mjs';
import { machines } from './machines.mjs';

/** The files Patroni writes into a node's data folder for that node: kept through a restore of another node's backup. */
const NODE_FILES = ['postgresql.conf', 'postgresql.base.conf', 'pg_hba.conf', 'pg_ident.conf'];

/** The primary now, or an error saying there is none. */
async function primaryNow() {
  const node = await currentPrimary();
  if (!node) throw new Error('В кластере сейчас нет primary (Patroni): резервную копию снимают и восстанавливают при работающем кластере');
  return node;
}

/**
 * A pgBackRest backup of the running cluster, taken on the primary (full the first time, then incremental).
 * @param {string} stateDir the cluster's state folder
 * @returns {Promise<{ seconds: number, label: string | undefined, node: 'db1' | 'db2' }>}
 */
export async function backupClusterDatabase(stateDir) {
  const started = Date.now();
  const node = await primaryNow();
  const backrest = nodeBackRest(stateDir, node);
  backrest.createStanza(); // made at the cluster's start; again is a no-op
  backrest.backup();
  return { seconds: (Date.now() - started) / 1000, label: backrest.info()[0]?.backup.at(-1)?.label, node };
}

/** Patroni's REST API on a node. @param {'db1' | 'db2'} node @param {string} route @param {RequestInit} [init] */
const patroni = (node, route, init) => fetch(`http://${machines[node].address}:${PATRONI_PORT}${route}`, { ...init, signal: AbortSignal.timeout(5000) });

/**
 * Asks Patroni to empty a node's folder and clone it from the leader (what `patronictl reinit` sends); true once accepted.
 * @param {'db1' | 'db2'} node
 */
const askedToReinitialize = (node) =>
  patroni(node, '/reinitialize', { method: 'POST', body: JSON.stringify({ force: true }), headers: { 'content-type': 'application/json' } }).then(
    (answer) => answer.ok,
    () => false,
  );

/** The timeline of a node's running PostgreSQL as its Patroni reports it; NaN while it runs none (a clone in progress). @param {'db1' | 'db2'} node */
const timelineOf = (node) =>
  patroni(node, '/patroni').then(
    async (answer) => {
      const state = await answer.json();
      return state.state === 'running' && typeof state.timeline === 'number' ? state.timeline : Number.NaN;
    },
    () => Number.NaN,
  );

/** Puts the pair into Patroni's maintenance mode, or takes it out; resolves once both nodes see it. @param {boolean} paused */
async function setPaused(paused) {
  const [first] = DB_NODES;
  const answer = await patroni(first, '/config', { method: 'PATCH', body: JSON.stringify({ pause: paused }), headers: { 'content-type': 'application/json' } });
  if (!answer.ok) throw new Error(`Patroni: pause=${paused}: ${answer.status} ${await answer.text()}`);
  const seen = await waitUntil(async () => {
    const states = await Promise.all(
      DB_NODES.map((node) =>
        patroni(node, '/patroni').then(
          (r) => r.json(),
          () => ({}),
        ),
      ),
    );
    return states.every((state) => Boolean(state.pause) === paused);
  }, 30_000);
  if (!seen) throw new Error(`Patroni не ${paused ? 'перешёл в режим обслуживания' : 'вышел из режима обслуживания'} за 30 с`);
}

/** Runs a PostgreSQL program as the postgres user. @param {string} program @param {string[]} args */
function asPostgres(program, args) {
  const result = spawnSync('runuser', ['-u', 'postgres', '--', path.join(/** @type {string} */ (findPostgresBin()), program), ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program}: ${result.status}\n${result.stdout}\n${result.stderr}`);
}

/**
 * The command line Patroni started a node's PostgreSQL with (its address, port and settings), from
 * `postmaster.opts`: the restored server starts the same way.
 * @param {string} dataDir
 */
function postmasterCommand(dataDir) {
  const text = readFileSync(path.join(dataDir, 'postmaster.opts'), 'utf8').trim();
  return [...text.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g)].map(([, quoted, bare]) => quoted ?? bare);
}

/**
 * Brings the cluster's database back to `to` ('latest': the end of the WAL archive; 'backup': the
 * end of the latest backup; a Date: that moment), with the app hosts running (they lose their
 * database for the restore's length, and reconnect). The primary's newest WAL is archived first, so
 * nothing written before the target is missing; the target follows the newest timeline, so writes
 * made after a failover are reached too. Resolves once the restored primary takes writes and the
 * other node streams to it as the synchronous standby again.
 * @param {string} stateDir @param {{ to?: 'latest' | 'backup' | Date, log?: (line: string) => void }} [options]
 * @returns {Promise<{ seconds: number, primary: 'db1' | 'db2', standby: 'db1' | 'db2', standbySeconds: number }>}
 */
export async function restoreClusterDatabase(stateDir, { to = 'latest', log = () => undefined } = {}) {
  const started = Date.now();
  const primary = await primaryNow();
  const standby = /** @type {'db1' | 'db2'} */ (DB_NODES.find((node) => node !== primary));
  const backrest = nodeBackRest(stateDir, primary);
  const dataDir = (/** @type {'db1' | 'db2'} */ node) => path.join(stateDir, node, 'data');
  backrest.check();
  await setPaused(true);
  log(`Patroni: режим обслуживания; восстанавливаю ${primary}`);
  const command = postmasterCommand(dataDir(primary));
  const nodeFiles = NODE_FILES.filter((file) => existsSync(path.join(dataDir(primary), file))).map((file) => ({
    file,
    text: readFileSync(path.join(dataDir(primary), file)),
  }));
  for (const node of [primary, standby]) {
    if (existsSync(path.join(dataDir(node), 'postmaster.pid'))) asPostgres('pg_ctl', ['-D', dataDir(node), '-m', 'fast', '-w', '-t', '60', 'stop']);
  }
  try {
    backrest.restore({ to, timeline: 'latest' });
  } catch (error) {
    throw new Error(
      `Восстановление не удалось: Patroni на паузе, PostgreSQL на ${primary} и ${standby} остановлен. Исправьте причину и запустите восстановление снова ` +
        `(или выведите Patroni из паузы: patronictl resume).\n${/** @type {Error} */ (error).message}`,
    );
  }
  // the backup may come from the other node: this node's own address, sockets and access rules
  const { uid, gid } = postgresUser();
  for (const { file, text } of nodeFiles) {
    writeFileSync(path.join(dataDir(primary), file), text);
    chownSync(path.join(dataDir(primary), file), uid, gid);
  }
  startOn(machines[primary].namespace, 'runuser', ['-u', 'postgres', '--', ...command], path.join(stateDir, primary, 'restore.log'));
  // it replays the archive to the target and promotes itself (a new timeline)
  if (!(await waitUntil(async () => nodeValue(primary, 'SELECT pg_is_in_recovery()') === 'f', 300_000, 200))) {
    throw new Error(`${primary} не завершил восстановление за 300 с (журнал: ${path.join(stateDir, primary, 'restore.log')})`);
  }
  log(`${primary}: восстановлен и принимает записи`);
  await setPaused(false);
  const resumedAt = Date.now();
  // The standby's folder holds the abandoned timeline: Patroni's reinit (what patronictl reinit
  // sends) empties it and clones the standby from the restored leader. It is not emptied here:
  // a paused Patroni still restarts the PostgreSQL of a node that rejoined by pg_rewind, and a
  // folder emptied under it left that node stuck, or the removal failed on files it was writing.
  if (!(await waitUntil(() => askedToReinitialize(standby), 60_000, 1000))) throw new Error(`Patroni не начал переинициализацию ${standby} за 60 с`);
  // Patroni can accept the reinit and still leave the node on the abandoned timeline (seen once on a loaded
  // machine: its PostgreSQL went on logging «record with incorrect prev-link»): asked again when, 20 s on, it
  // runs on an older timeline than the restored primary.
  let askedAt = Date.now();
  const streaming = await waitUntil(
    async () => {
      if (await isSyncStandby(standby)) return true;
      if (Date.now() - askedAt > 20_000 && (await timelineOf(standby)) < (await timelineOf(primary))) {
        log(`${standby}: всё ещё на старой линии времени, переинициализирую снова`);
        if (await askedToReinitialize(standby)) askedAt = Date.now();
      }
      return false;
    },
    120_000,
    250,
  );
  if (!streaming) {
    const journal = path.join(stateDir, standby, 'patroni.log');
    const tail = existsSync(journal) ? readFileSync(journal, 'utf8').split('\n').slice(-15).join('\n') : '';
    throw new Error(`${standby} не стал синхронной репликой за 120 с (журнал: ${journal})\n${tail}`);
  }
  log(`${standby}: синхронная реплика`);
  return { seconds: (Date.now() - started) / 1000, primary, standby, standbySeconds: (Date.now() - resumedAt) / 1000 };
}
