import * as v from 'valibot';
import { apiErrorBodySchema } from 'shared/node';
import type { Database } from '../db/database.js';
import { readMigrations } from '../db/migrate.js';
import { errors } from './http-error.js';
import { defineRoute, type RouteDefinition } from './route.js';
import { xsrfPrimeRoute } from './middleware.js';

/** Routes of the platform itself rather than of a feature. */
export function platformRoutes(db: Database): RouteDefinition[] {
  const expectedMigrations = readMigrations().map((migration) => migration.version);
  return [
    xsrfPrimeRoute(),
    defineRoute({
      method: 'GET',
      path: '/health',
      tags: ['platform'],
      summary: 'Проверка живости: процесс отвечает (базу данных не трогает)',
      responses: { 200: { description: 'OK', schema: v.object({ status: v.literal('ok') }) } },
      handler: (c) => c.json({ status: 'ok' as const }),
    }),
    defineRoute({
      method: 'GET',
      path: '/health/ready',
      tags: ['platform'],
      summary: 'Проверка готовности: база данных отвечает и все миграции применены',
      description: 'Балансировщик направляет запросы только готовому процессу; 503, пока база недоступна или схема отстаёт.',
      responses: {
        200: { description: 'Готов', schema: v.object({ status: v.literal('ready'), migrations: v.number() }) },
        503: { description: 'Не готов (SERVICE_UNAVAILABLE)', schema: apiErrorBodySchema },
      },
      handler: async (c) => {
        let applied: Set<number>;
        try {
          const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
          applied = new Set(rows.map((row) => Number(row.version)));
        } catch {
          throw errors.serviceUnavailable();
        }
        const missing = expectedMigrations.filter((version) => !applied.has(version));
        if (missing.length > 0) throw errors.serviceUnavailable(`Схема базы данных не обновлена: не применены миграции ${missing.join(', ')}`);
        return c.json({ status: 'ready' as const, migrations: applied.size });
      },
    }),
  ];
}
