import { mkdirSync } from 'node:fs';
import type { AppConfig } from '../config/env.js';
import type { Database } from './database.js';
import { openPgliteDatabase } from './pglite-database.js';
import { openPostgresDatabase } from './postgres-database.js';

/** DATABASE_URL set → that server; otherwise the embedded database in DATA_DIR (or memory). */
export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl);
  if (config.dataDir !== ':memory:') mkdirSync(config.dataDir, { recursive: true });
  return openPgliteDatabase(config.dataDir);
}
