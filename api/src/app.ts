import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import * as v from 'valibot';
import { XSRF_HEADER } from 'shared/node';
import { bearerAuthentication, SessionTokens } from './auth/session-tokens.js';
import { PasswordHasher } from './auth/password-hashing.js';
import type { AppConfig } from './config/env.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import type { AppEnv } from './http/request-context.js';
import { compressJson, noStoreUnlessPublic, requestLog, xsrfProtection } from './http/middleware.js';
import { requestSizeLimits } from './http/listen.js';
import { errorHandler, HttpError, notFound } from './http/http-error.js';
import { buildOpenApiDocument } from './http/openapi.js';
import { platformRoutes } from './http/platform-routes.js';
import { registerRoute, xsrfExemption, type RouteDefinition } from './http/route.js';
import { createLogger, describeError, type Logger } from './logger.js';
import { JobQueue } from './jobs/job-queue.js';
import { Mailer } from './mail/mailer.js';
import { allModules } from './modules/all-modules.js';
import type { AccountsService, ApiModule, CoreContext, ModuleContext, UserAuthenticatedEvent } from './modules/api-module.js';

// Schemas without their own message (e.g. a body that is not an object) still answer in Russian.
v.setGlobalMessage('Некорректное значение');

export interface Api {
  app: Hono<AppEnv>;
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  jobs: JobQueue;
  logger: Logger;
  routes: readonly RouteDefinition[];
  accounts: AccountsService;
  /** Stops the job workers (a running job gets a few seconds), closes the database. */
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

  const jobs = await JobQueue.start(db, {
    logger,
    pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
    maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds,
  });
  const mailer = new Mailer(db, jobs, { smtpUrl: config.smtpUrl, from: config.mailFrom, logger, ...config.mailDelivery });
  await mailer.start();
  const modules = options.modules ?? allModules;
  const core: CoreContext = {
    db,
    config,
    mailer,
    jobs,
    logger,
    sessions: new SessionTokens(config.jwtSecret, config.jwtTtlSeconds),
    passwords: new PasswordHasher(config.passwordHashCost),
  };
  const accounts = accountsOf(modules, core);

  const ctx: ModuleContext = {
    ...core,
    accounts,
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

  const app = new Hono<AppEnv>();
  app.use(requestLog(logger));
  app.use(compressJson());
  app.use(noStoreUnlessPublic());
  // Registered before secureHeaders, so a module's rule for its own paths runs after the core's.
  for (const { path, handler } of modules.flatMap((module) => module.middleware?.(ctx) ?? [])) app.use(path, handler);
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
  const routes: RouteDefinition[] = [...platformRoutes(db), ...modules.flatMap((module) => module.routes(ctx))];
  app.use(
    xsrfProtection({
      secret: config.jwtSecret,
      secureCookie: config.nodeEnv === 'production',
      cookieDomain: config.cookieDomain,
      isExempt: xsrfExemption(routes),
    }),
  );

  const authenticate = bearerAuthentication(core.sessions, accounts.sessionUser);
  for (const route of routes) registerRoute(app, route, authenticate);
  const openApi = buildOpenApiDocument(routes, { version: '1.0.0' });
  app.get('/openapi.json', (c) => c.json(openApi));

  app.notFound(notFound);
  app.onError(errorHandler(logger));

  return {
    app,
    db,
    config,
    mailer,
    jobs,
    logger,
    routes,
    accounts,
    close: async () => {
      await jobs.stop();
      await mailer.drain();
      await db.close();
    },
  };
}

/** The one module that owns the accounts supplies their service; sessions mean nothing without it. */
function accountsOf(modules: readonly ApiModule[], core: CoreContext): AccountsService {
  const providers = modules.filter((module) => module.provideAccounts);
  if (providers.length !== 1) throw new Error(`exactly one module must provide the accounts service (found ${providers.length})`);
  return providers[0]!.provideAccounts!(core);
}
