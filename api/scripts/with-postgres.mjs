#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL 15 server:
//   node api/scripts/with-postgres.mjs -- pnpm --filter api test
// initdb into a temp dir (as user postgres: the server refuses to run as root), start on
// 127.0.0.1:PG_PORT (default 55432) with the unix socket in the temp dir, run the command with
// DATABASE_URL set, then stop the server and remove the dir, whatever the command's outcome.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { commandLineOrExit } from '../../tooling/command-line.mjs';

const usage = 'Использование: node api/scripts/with-postgres.mjs -- <команда> [аргументы…]';
const { positionals: command } = commandLineOrExit({}, usage);
if (command.length === 0) {
  console.error(usage);
  process.exit(2);
}

function findBinDir() {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, 'bin');
    if (existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

const bin = findBinDir();
if (!bin) {
  console.error('Не найдены программы PostgreSQL (initdb, pg_ctl). Установите их: apt-get install -y postgresql (или укажите PG_BIN).');
  process.exit(3);
}

const isRoot = process.getuid?.() === 0;
/** PG_PORT, or the first free port from 55432 (two runs at once must not collide). */
async function choosePort() {
  if (process.env.PG_PORT) return Number(process.env.PG_PORT);
  for (let candidate = 55432; candidate < 55532; candidate += 1) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(candidate, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return candidate;
  }
  throw new Error('Нет свободного порта в диапазоне 55432-55531 (задайте PG_PORT)');
}
const port = await choosePort();
const dir = mkdtempSync(path.join(os.tmpdir(), 'api-pg-'));
const dataDir = path.join(dir, 'data');
// As root the server runs as `postgres`, which must be able to write the temp dir.
if (isRoot) {
  chmodSync(dir, 0o777);
}

/** Runs a PostgreSQL program, as `postgres` when we are root. */
function pgRun(program, args) {
  const full = path.join(bin, program);
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', cwd: dir });
  if (result.status !== 0) {
    throw new Error(`${program} завершился с кодом ${result.status}:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

let started = false;
function cleanup() {
  if (started) {
    try {
      pgRun('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}

let exitCode = 1;
try {
  pgRun('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  pgRun('pg_ctl', [
    '-D',
    dataDir,
    '-w',
    '-t',
    '60',
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`,
    'start',
  ]);
  started = true;
  const databaseUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  console.error(`PostgreSQL запущен: ${databaseUrl}`);
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  exitCode = await new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
} catch (error) {
  console.error(String(error));
  exitCode = 1;
} finally {
  cleanup();
}
process.exit(exitCode);
