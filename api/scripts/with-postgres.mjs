#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL 15 server:
//   node api/scripts/with-postgres.mjs -- pnpm --filter api test
// initdb into a temp dir and start on 127.0.0.1:PG_PORT (default 55432) as `npm run production` starts its cluster
// (deploy/production.mjs), without fsync, run the command with DATABASE_URL set, then stop the server and remove the
// dir, whatever the command's outcome.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commandLineOrExit } from '../../tooling/command-line.mjs';
import { canListen, findPostgresBin, postgresCluster } from '../../deploy/production.mjs';

const usage = 'Использование: node api/scripts/with-postgres.mjs -- <команда> [аргументы…]';
const { positionals: command } = commandLineOrExit({}, usage);
if (command.length === 0) {
  console.error(usage);
  process.exit(2);
}

if (!findPostgresBin()) {
  console.error('Не найдены программы PostgreSQL (initdb, pg_ctl). Установите их: apt-get install -y postgresql (или укажите PG_BIN).');
  process.exit(3);
}

/** PG_PORT, or the first free port from 55432 (two runs at once must not collide). */
async function choosePort() {
  if (process.env.PG_PORT) return Number(process.env.PG_PORT);
  for (let candidate = 55432; candidate < 55532; candidate += 1) if (await canListen(candidate)) return candidate;
  throw new Error('Нет свободного порта в диапазоне 55432-55531 (задайте PG_PORT)');
}
const port = await choosePort();
const dir = mkdtempSync(path.join(os.tmpdir(), 'api-pg-'));
const postgres = postgresCluster({ dir, port, log: () => undefined, settings: { fsync: 'off' } });

let exitCode = 1;
try {
  postgres.start();
  console.error(`PostgreSQL запущен: ${postgres.url}`);
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, DATABASE_URL: postgres.url } });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  exitCode = await new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
} catch (error) {
  console.error(String(error));
  exitCode = 1;
} finally {
  try {
    if (postgres.running()) postgres.stop('immediate');
  } catch (error) {
    console.error(String(error));
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
