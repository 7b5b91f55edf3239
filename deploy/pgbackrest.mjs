// Point-in-time recovery for one PostgreSQL data folder with Debian's `pgbackrest`: PostgreSQL archives every WAL segment into
// the repository, `backup` copies the data folder beside them, `restore` brings it back to the archive's end, a time, or a
// backup's end. Any topology: `npm run production` passes its folders, a cluster each node's folder and one repository.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const isRoot = process.getuid?.() === 0;

/** The stanza (pgBackRest's name for one database cluster) of the platform's database. */
export const STANZA = 'platform';

/** Where Debian installs pgBackRest (`apt-get install pgbackrest`). */
export function findPgBackRest() {
  const bin = process.env.PGBACKREST_BIN ?? '/usr/bin/pgbackrest';
  return existsSync(bin) ? bin : undefined;
}

/**
 * pgBackRest for one data folder, its repository, config, logs and locks under `dir` (or a cluster's shared `repoDir`); every
 * command runs as the postgres user when we are root.
 * @param {{ dir: string, repoDir?: string, dataDir: string, socketDir: string, port: number, stanza?: string }} options
 */
export function pgBackRest({ dir, repoDir = path.join(dir, 'repo'), dataDir, socketDir, port, stanza = STANZA }) {
  const bin = findPgBackRest();
  if (!bin) throw new Error('pgBackRest не установлен: apt-get install -y pgbackrest (или задайте PGBACKREST_BIN)');
  const configFile = path.join(dir, 'pgbackrest.conf');
  for (const sub of [dir, repoDir, path.join(dir, 'log'), path.join(dir, 'lock'), path.join(dir, 'spool')]) mkdirSync(sub, { recursive: true });
  writeFileSync(
    configFile,
    [
      '[global]',
      `repo1-path=${repoDir}`,
      // two full backups and the WAL since the older one: any moment since then can be restored
      'repo1-retention-full=2',
      `log-path=${path.join(dir, 'log')}`,
      // its own locks: another stanza of the same name on this machine (a test, a second cluster) does not block this one
      `lock-path=${path.join(dir, 'lock')}`,
      `spool-path=${path.join(dir, 'spool')}`,
      'log-level-console=warn',
      'log-level-file=info',
      // a backup starts with an immediate checkpoint instead of waiting for the next one
      'start-fast=y',
      'compress-type=lz4',
      'process-max=2',
      '',
      `[${stanza}]`,
      `pg1-path=${dataDir}`,
      `pg1-port=${port}`,
      `pg1-socket-path=${socketDir}`,
      'pg1-user=postgres',
      '',
    ].join('\n'),
  );
  if (isRoot) {
    const owned = spawnSync('chown', ['-R', 'postgres:postgres', dir, repoDir], { encoding: 'utf8' });
    if (owned.status !== 0) throw new Error(`chown: ${owned.stderr}`);
  }

  /** @param {string} command @param {string[]} [args] */
  const run = (command, args = []) => {
    const full = [`--config=${configFile}`, `--stanza=${stanza}`, ...args, command];
    const [program, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...full]] : [bin, full];
    const result = spawnSync(program, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`pgbackrest ${command}: ${result.status}\n${result.stdout}\n${result.stderr}`);
    return result.stdout;
  };

  return {
    configFile,
    stanza,
    /** The PostgreSQL settings that archive every WAL segment into the repository (kept until archived, so none is lost between backups). */
    postgresSettings: {
      wal_level: 'replica',
      archive_mode: 'on',
      archive_command: `${bin} --config=${configFile} --stanza=${stanza} archive-push %p`,
      // a quiet site's last writes still reach the archive within a minute
      archive_timeout: '60',
    },
    /** Makes the stanza once (PostgreSQL running with the settings above); again is a no-op. */
    createStanza: () => run('stanza-create'),
    /** Switches to a new WAL segment and waits until it is archived: everything written so far is in the repository (before a restore). */
    check: () => {
      try {
        run('check');
      } catch (error) {
        const why = /** @type {Error} */ (error).message;
        throw new Error(`Последние записи не удалось отправить в архив WAL: восстановление их бы потеряло. Ничего не изменено.\n${why}`);
      }
    },
    /**
     * A backup of the running cluster: `full` the first time, then `incr` (the files changed since the last one).
     * @param {{ type?: 'full' | 'diff' | 'incr' }} [options]
     */
    backup: ({ type } = {}) => run('backup', type ? [`--type=${type}`] : []),
    /**
     * Rewrites the data folder (PostgreSQL stopped) to replay the archive to `to` at start: 'latest', 'backup' or a time, copying
     * only files that differ (`--delta`). A time follows the backup's timeline (`'current'`) or the newest (`'latest'`: a standby
     * promoted after the backup wrote on); PostgreSQL promotes itself at the target.
     * @param {{ to?: 'latest' | 'backup' | Date, timeline?: 'current' | 'latest' }} [options]
     */
    restore: ({ to = 'latest', timeline = 'current' } = {}) => {
      const target =
        to === 'latest'
          ? []
          : to === 'backup'
            ? ['--type=immediate', '--target-action=promote']
            : ['--type=time', `--target=${pgBackRestTime(to)}`, `--target-timeline=${timeline}`, '--target-action=promote'];
      return run('restore', ['--delta', ...target]);
    },
    /** What the repository holds (backups, the archive's range), as pgBackRest's JSON. */
    info: () =>
      /** @type {Array<{ backup: Array<{ label: string, type: string, timestamp: { start: number, stop: number } }>, archive: unknown[] }>} */ (
        JSON.parse(run('info', ['--output=json']))
      ),
  };
}

/** @typedef {ReturnType<typeof pgBackRest>} PgBackRest */

/** A moment as pgBackRest and PostgreSQL's recovery_target_time read it: `2026-12-07 03:37:54.261+00`. @param {Date} time */
export const pgBackRestTime = (time) => time.toISOString().replace('T', ' ').replace('Z', '+00');
