import { describe, expect, it } from 'vitest';
import { createApi } from '../../src/app.js';
import { testConfig } from '../../src/config/env.js';
import { migrate, readMigrations, splitStatements } from '../../src/db/migrate.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();

describe('migrations and seed', () => {
  it('records every migration once and applies nothing on a second start', async () => {
    const { rows } = await api.db.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.name)).toEqual(readMigrations().map((m) => m.name));
    expect(await migrate(api.db)).toEqual([]);
  });

  it('seeds idempotently: a second app on the same database keeps one demo user and nine pages', async () => {
    const again = await createApi(testConfig({ databaseUrl: undefined }), { db: api.db });
    expect(again.routes.length).toBe(api.routes.length);
    const users = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE email = 'demo@example.ru'");
    expect(users.rows[0]!.n).toBe(1);
    const pages = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pages');
    expect(pages.rows[0]!.n).toBe(9);
  });

  it('splits statements on semicolons at line ends and drops comments', () => {
    expect(splitStatements('-- note\nCREATE TABLE a (x int);\nINSERT INTO a VALUES (1);\n')).toEqual(['CREATE TABLE a (x int)', 'INSERT INTO a VALUES (1)']);
  });
});

describe('database adapter', () => {
  it('rolls a failed transaction back', async () => {
    await api.db.exec('CREATE TABLE tx_probe (id integer PRIMARY KEY)');
    await expect(
      api.db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES (1)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await api.db.query('SELECT * FROM tx_probe');
    expect(rows).toEqual([]);
  });

  it('keeps other queries out of an open transaction (single-connection PGlite is serialised)', async () => {
    await api.db.exec('CREATE TABLE tx_isolation (id integer PRIMARY KEY)');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const failing = api.db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO tx_isolation VALUES (1)');
        await gate;
        throw new Error('rollback');
      })
      .catch(() => 'rolled back');
    const outside = api.db.query('INSERT INTO tx_isolation VALUES (2)');
    release();
    expect(await failing).toBe('rolled back');
    await outside;
    const { rows } = await api.db.query<{ id: number }>('SELECT id FROM tx_isolation ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual([2]);
  });

  it('reports unique violations with the PostgreSQL code on both drivers', async () => {
    await expect(api.db.query("INSERT INTO pages (slug, title, body) VALUES ('about', 'x', 'y')")).rejects.toMatchObject({ code: '23505' });
  });
});
