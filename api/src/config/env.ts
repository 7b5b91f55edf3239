import * as v from 'valibot';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { OWASP_ARGON2ID_COST } from '../auth/password-hashing.js';
import { fileURLToPath } from 'node:url';
import platform from '../../../tooling/platform.json' with { type: 'json' };

/** The API package folder, so defaults do not depend on the working directory. */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The default ports of the shell and every remote, from the one list of deployables.
const PLATFORM_ORIGINS = platform.apps
  .filter((app) => app.kind !== 'api')
  .map((app) => app.defaultPort)
  .flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]);

const positiveInt = (name: string, fallback: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, `${name} должен быть целым числом`), v.transform(Number), v.minValue(1, `${name} должен быть больше нуля`)),
    String(fallback),
  );

const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'NODE_ENV: development, production или test'), 'development'),
  PORT: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'PORT должен быть числом'), v.transform(Number), v.minValue(1), v.maxValue(65535, 'PORT вне диапазона')),
    '3010',
  ),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '127.0.0.1'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), path.join(API_ROOT, '.data/pglite')),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL должен начинаться с postgres://'))),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET должен быть не короче 32 символов'))),
  CORS_ORIGINS: v.optional(v.string()),
  PUBLIC_SITE_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_SITE_URL должен быть URL')), 'http://127.0.0.1:3000'),
  PUBLIC_API_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_API_URL должен быть URL'))),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL должен начинаться с smtp:// или smtps://'))),
  MAIL_FROM: v.optional(v.string(), 'Авиабилеты <no-reply@example.ru>'),
  COOKIE_DOMAIN: v.optional(v.string()),
  TRUST_PROXY: v.optional(v.picklist(['0', '1', 'true', 'false']), '0'),
  RATE_LIMIT_LOGIN_PER_MIN: positiveInt('RATE_LIMIT_LOGIN_PER_MIN', 10),
  RATE_LIMIT_RESTORE_PER_MIN: positiveInt('RATE_LIMIT_RESTORE_PER_MIN', 3),
  RATE_LIMIT_PRICE_ALERTS_PER_HOUR: positiveInt('RATE_LIMIT_PRICE_ALERTS_PER_HOUR', 10),
  PRICE_ALERT_ROUND_MINUTES: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'PRICE_ALERT_ROUND_MINUTES должен быть целым числом'), v.transform(Number)), '360'),
  BODY_LIMIT_BYTES: positiveInt('BODY_LIMIT_BYTES', 64 * 1024),
  JWT_TTL_SECONDS: positiveInt('JWT_TTL_SECONDS', 7 * 24 * 3600),
  SEED_DEMO: v.optional(v.picklist(['0', '1', 'true', 'false']), '1'),
  LOG_LEVEL: v.optional(v.picklist(['silent', 'error', 'info']), 'info'),
  LOG_FILE: v.optional(v.pipe(v.string(), v.minLength(1, 'LOG_FILE не может быть пустым'))),
  MAIL_RETRY_DELAY_SECONDS: positiveInt('MAIL_RETRY_DELAY_SECONDS', 10),
  MAIL_SEND_TIMEOUT_SECONDS: positiveInt('MAIL_SEND_TIMEOUT_SECONDS', 120),
  JOBS_POLL_SECONDS: positiveInt('JOBS_POLL_SECONDS', 2),
  JOBS_MAINTENANCE_SECONDS: positiveInt('JOBS_MAINTENANCE_SECONDS', 60),
});

export type AppConfig = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Неверная конфигурация API:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const truthy = (flag: string) => flag === '1' || flag === 'true';

/** Reads and validates the environment; throws ConfigError listing every problem at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = v.safeParse(envSchema, defined);
  if (!parsed.success) {
    throw new ConfigError(parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`));
  }
  const e = parsed.output;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET: обязателен в production (не короче 32 символов)']);
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL, // when set, a real PostgreSQL server instead of the embedded one
    jwtSecret: e.JWT_SECRET ?? developmentSecret(path.resolve(e.DATA_DIR)),
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : PLATFORM_ORIGINS,
    publicSiteUrl: e.PUBLIC_SITE_URL.replace(/\/$/, ''),
    // where mail clients reach the API (one-click unsubscribe): by default the site's /api, or this host and port outside production
    publicApiUrl: (e.PUBLIC_API_URL ?? (e.NODE_ENV === 'production' ? `${e.PUBLIC_SITE_URL.replace(/\/$/, '')}/api` : `http://${e.HOST}:${e.PORT}`)).replace(
      /\/$/,
      '',
    ),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    // the first retry of a refused mail (each next wait about doubles); the longest one try may take before it is retried
    mailDelivery: { retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS, sendTimeoutSeconds: e.MAIL_SEND_TIMEOUT_SECONDS },
    cookieDomain: e.COOKIE_DOMAIN,
    trustProxy: truthy(e.TRUST_PROXY),
    // per e-mail (or account); per IP the budgets are five times larger
    rateLimits: { loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MIN, restorePerMinute: e.RATE_LIMIT_RESTORE_PER_MIN },
    priceAlertsPerHour: e.RATE_LIMIT_PRICE_ALERTS_PER_HOUR,
    priceAlertRoundMinutes: e.PRICE_ALERT_ROUND_MINUTES, // 0: only forced rounds (tests)
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    seedDemo: truthy(e.SEED_DEMO),
    passwordHashCost: OWASP_ARGON2ID_COST, // only tests lower it (testConfig)
    logLevel: e.LOG_LEVEL,
    // the JSON log goes here; the terminal then gets only start-up, errors and slow requests, readable
    logFile: e.LOG_FILE ? path.resolve(e.LOG_FILE) : undefined,
    // between polls of an idle job queue (jobs enqueued in this process start at once); between checks for tries whose process died
    jobs: { pollingIntervalSeconds: e.JOBS_POLL_SECONDS, maintenanceIntervalSeconds: e.JOBS_MAINTENANCE_SECONDS },
  };
}

/** Outside production a secret is generated once and kept next to the data, so tokens survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(path.dirname(dataDir), 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A config for tests: in-memory database, fixed secret, quiet logs; override what a test needs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: ':memory:',
    databaseUrl: process.env.DATABASE_URL || undefined,
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    jwtTtlSeconds: 3600,
    corsOrigins: PLATFORM_ORIGINS,
    publicSiteUrl: 'http://127.0.0.1:3000',
    publicApiUrl: 'http://127.0.0.1:3010',
    smtpUrl: undefined,
    mailFrom: 'Авиабилеты <no-reply@example.ru>',
    mailDelivery: { retryDelaySeconds: 1, sendTimeoutSeconds: 30 },
    cookieDomain: undefined,
    trustProxy: true,
    rateLimits: { loginPerMinute: 1000, restorePerMinute: 1000 },
    priceAlertsPerHour: 1000,
    priceAlertRoundMinutes: 0,
    bodyLimitBytes: 64 * 1024,
    seedDemo: true,
    // Cheap hashing keeps a suite of hundreds of sign-ins within minutes on two cores; the OWASP
    // cost itself is covered by test/auth/password-hashing.test.ts and used by the benchmark.
    passwordHashCost: { memoryKib: 1024, iterations: 1, parallelism: 1 },
    logLevel: 'silent',
    logFile: undefined,
    jobs: { pollingIntervalSeconds: 2, maintenanceIntervalSeconds: 60 },
    ...overrides,
  };
}
