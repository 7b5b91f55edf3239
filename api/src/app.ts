import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import * as v from 'valibot';
import { apiErrorBodySchema, oneTimeLoginPath, XSRF_HEADER, XSRF_PRIME_PATH } from 'shared/node';
import { findUserById, toUser } from './accounts/user-store.js';
import { SessionTokens } from './auth/session-tokens.js';
import { PasswordHasher } from './auth/password-hashing.js';
import { issueOneTimeToken } from './accounts/one-time-tokens.js';
import type { AppConfig } from './config/env.js';
import { isDatabaseUnavailable, type Database } from './db/database.js';
import { migrate, readMigrations } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import type { AppEnv, AppContext, AuthUser } from './http/app-env.js';
import { errorBody, HttpError } from './http/http-error.js';
import { noStoreUnlessPublic } from './http/cache-control.js';
import { requestSizeLimits } from './http/client-errors.js';
import { buildOpenApiDocument } from './http/openapi.js';
import { requestLog } from './http/request-log.js';
import { defineRoute, registerRoute, type RouteDefinition } from './http/route.js';
import { xsrfProtection } from './http/xsrf.js';
import { createLogger, describeError, type Logger } from './logger.js';
import { Mailer } from './mail/mailer.js';
import { allModules } from './modules/all-modules.js';
import type { ApiModule, ModuleContext, UserAuthenticatedEvent } from './modules/api-module.js';

// Schemas without their own message (e.g. a body that is not an object) still answer in Russian.
v.setGlobalMessage('Некорректное значение');

export interface Api {
  app: Hono<AppEnv>;
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  logger: Logger;
  routes: readonly RouteDefinition[];
  accounts: ModuleContext['accounts'];
  /** Waits for mail deliveries, closes the database. */
  close(): Promise<void>;
}

export interface CreateApiOptions {
  /** An already open database (tests pass one per file); otherwise opened from config. */
  db?: Database;
  modules?: ApiModule[];
  logger?: Logger;
}

/** Builds the whole API (database migrated and seeded) without listening; server.ts listens. */
export async function createApi(config: AppConfig, options: CreateApiOptions = {}): Promise<Api> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const db = options.db ?? (await openDatabase(config));
  const applied = await migrate(db);
  if (applied.length) logger.info('migrations applied', { applied });

  const mailer = new Mailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const sessions = new SessionTokens(config.jwtSecret, config.jwtTtlSeconds);
  const modules = options.modules ?? allModules;

  const ctx: ModuleContext = {
    db,
    config,
    mailer,
    logger,
    sessions,
    passwords: new PasswordHasher(config.passwordHashCost),
    accounts: {
      issueLoginLink: async (userId) => {
        const row = await findUserById(db, userId);
        if (!row) throw new Error(`issueLoginLink: no user ${userId}`);
        const token = await issueOneTimeToken(db, row.id, 'login', row.email);
        return `${config.publicSiteUrl}${oneTimeLoginPath(token)}`;
      },
      findUser: async (userId) => {
        const row = await findUserById(db, userId);
        return row ? { id: row.id, email: row.email, emailProved: row.email_proved_at !== null } : null;
      },
    },
    emitUserAuthenticated: async (event: UserAuthenticatedEvent) => {
      for (const module of modules) {
        if (!module.onUserAuthenticated) continue;
        try {
          await module.onUserAuthenticated(event, ctx);
        } catch (error) {
          // A module failing to react must not cost the person their sign-in.
          logger.error('onUserAuthenticated failed', { module: module.name, userId: event.userId, ...describeError(error) });
        }
      }
    },
  };

  for (const module of modules) await module.seed?.(ctx);

  const authenticate = async (c: AppContext): Promise<AuthUser | null> => {
    const header = c.req.header('authorization');
    const match = header ? /^Bearer\s+(\S{1,4096})$/i.exec(header) : null;
    if (!match?.[1]) return null;
    const claims = await sessions.verify(match[1]);
    if (!claims) return null;
    const row = await findUserById(db, claims.userId);
    // Tokens issued before the last password change are void (a reset logs out other devices),
    // and so is every token of an older session generation: ending all sessions raises it, which
    // also catches a token issued in the same second as the change.
    if (!row || claims.issuedAt < Math.floor(row.password_changed_at.getTime() / 1000)) return null;
    if (claims.generation !== row.session_generation) return null;
    return toUser(row);
  };

  const app = new Hono<AppEnv>();
  app.use(requestLog(logger));
  app.use(noStoreUnlessPublic());
  // Hotel pictures are public, immutable and personal to no one: any page may embed them. Registered
  // before secureHeaders so this runs after it. Chromium does not count two ports of one IP address
  // (127.0.0.1:3000 and :3010) as one site, so 'same-site' blocked every picture on the local platform.
  app.use('/tours/hotels/:hotelId/images/*', async (c, next) => {
    await next();
    c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  app.use(
    secureHeaders({
      crossOriginResourcePolicy: 'same-site',
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    }),
  );
  app.use(
    cors({
      origin: (origin) => (config.corsOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization', XSRF_HEADER, 'Idempotency-Key'],
      exposeHeaders: ['Retry-After', 'Idempotent-Replayed'],
      maxAge: 600,
    }),
  );
  // after cors and the cache rule: the site must be able to read why its request was refused
  app.use(requestSizeLimits());
  app.use(
    bodyLimit({
      maxSize: config.bodyLimitBytes,
      onError: () => {
        throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Слишком большой запрос');
      },
    }),
  );
  app.use(xsrfProtection({ secret: config.jwtSecret, secureCookie: config.nodeEnv === 'production', cookieDomain: config.cookieDomain }));

  const routes: RouteDefinition[] = [...coreRoutes(db), ...modules.flatMap((module) => module.routes(ctx))];
  for (const route of routes) registerRoute(app, route, authenticate);
  const openApi = buildOpenApiDocument(routes, { version: '1.0.0' });
  app.get('/openapi.json', (c) => c.json(openApi));

  app.notFound((c) => c.json(errorBody(new HttpError(404, 'NOT_FOUND', 'Не найдено')), 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(errorBody(error), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(errorBody(new HttpError(error.status as 400, 'VALIDATION_ERROR', 'Некорректный запрос')), error.status as 400);
    }
    if (isDatabaseUnavailable(error)) {
      // Down or restarting: answer at once and let the caller retry; the pool reconnects by itself.
      logger.error('database unavailable', { requestId: c.get('requestId'), path: c.req.path, ...describeError(error) });
      c.header('Retry-After', '5');
      return c.json(errorBody(databaseUnavailable()), 503);
    }
    if (isClientDataError(error)) {
      // A value PostgreSQL cannot store (bad encoding, out-of-range number) is the client's mistake.
      logger.error('client data refused by the database', { requestId: c.get('requestId'), path: c.req.path, ...describeError(error) });
      return c.json(errorBody(new HttpError(400, 'VALIDATION_ERROR', 'Некорректные данные запроса')), 400);
    }
    logger.error('unhandled error', { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, ...describeError(error) });
    return c.json(errorBody(new HttpError(500, 'INTERNAL_ERROR', 'Внутренняя ошибка сервера. Попробуйте позже.')), 500);
  });

  return {
    app,
    db,
    config,
    mailer,
    logger,
    routes,
    accounts: ctx.accounts,
    close: async () => {
      await mailer.drain();
      await db.close();
    },
  };
}

/** PostgreSQL class 22 "data exception" (22021 bad byte sequence, 22003 out of range, 22P02 bad text form…). */
function isClientDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

const databaseUnavailable = () =>
  new HttpError(503, 'SERVICE_UNAVAILABLE', 'Сервис временно недоступен. Попробуйте через минуту.', undefined, undefined, { 'Retry-After': '5' });

/** Routes of the platform itself rather than of a feature. */
function coreRoutes(db: Database): RouteDefinition[] {
  const expectedMigrations = readMigrations().map((migration) => migration.version);
  return [
    defineRoute({
      method: 'GET',
      path: XSRF_PRIME_PATH,
      tags: ['platform'],
      summary: 'Выдаёт cookie XSRF-TOKEN (если её нет или она недействительна)',
      responses: { 204: { description: 'Cookie установлена' } },
      handler: (c) => c.body(null, 204),
    }),
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
          throw databaseUnavailable();
        }
        const missing = expectedMigrations.filter((version) => !applied.has(version));
        if (missing.length > 0) {
          throw new HttpError(503, 'SERVICE_UNAVAILABLE', `Схема базы данных не обновлена: не применены миграции ${missing.join(', ')}`, undefined, undefined, {
            'Retry-After': '5',
          });
        }
        return c.json({ status: 'ready' as const, migrations: applied.size });
      },
    }),
  ];
}
