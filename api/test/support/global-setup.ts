import { PGlite } from '@electric-sql/pglite';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * A fresh PGlite runs initdb (≈10 s on a busy two-core machine); loading an initialised data
 * directory takes a fraction of that. Made once per run, before any migration: each test file
 * still migrates and seeds its own copy.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return undefined;
  const db = new PGlite();
  await db.waitReady;
  const dump = await db.dumpDataDir('none');
  await db.close();
  const file = path.join(os.tmpdir(), `api-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | undefined;
  }
}
