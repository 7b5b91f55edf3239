import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../config/env.js';
import type { Database } from './database.js';

export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');

/** `001_accounts.sql` → version 1. Accounts use 001-099, flights 100-199. */
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_-]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .map((file) => ({
      version: Number(MIGRATION_FILE.exec(file)![1]),
      name: file,
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
  const seen = new Set<number>();
  for (const migration of migrations) {
    if (seen.has(migration.version)) throw new Error(`Две миграции с номером ${migration.version}`);
    seen.add(migration.version);
  }
  return migrations;
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own
 * transaction, in version order. Returns the names applied now.
 */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => Number(row.version)));
  const appliedNow: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    });
    appliedNow.push(migration.name);
  }
  return appliedNow;
}

/**
 * Splits a migration on `;` at line ends, except inside a `$$` body (a trigger function's), so
 * migrations run statement by statement inside one transaction on both drivers.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inBody = false;
  for (const line of sql.replace(/^\s*--.*$/gm, '').split('\n')) {
    current += `${line}\n`;
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.replace(/;\s*$/, ''));
      current = '';
    }
  }
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter(Boolean);
}
