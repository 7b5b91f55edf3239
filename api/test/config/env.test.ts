import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env.js';

const tempDataDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'api-env-')), 'pglite');

describe('loadConfig', () => {
  it('has working defaults for development and persists a generated JWT secret next to the data', () => {
    const dataDir = tempDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 3010, host: '127.0.0.1', nodeEnv: 'development', publicSiteUrl: 'http://127.0.0.1:3000' });
    expect(config.corsOrigins).toContain('http://127.0.0.1:3004');
    expect(config.corsOrigins).toContain('http://localhost:3000');
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(path.dirname(dataDir), 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4123',
      HOST: '0.0.0.0',
      DATA_DIR: tempDataDir(),
      DATABASE_URL: 'postgres://u@h/db',
      JWT_SECRET: 's'.repeat(40),
      CORS_ORIGINS: 'https://a.example, https://b.example',
      PUBLIC_SITE_URL: 'https://site.example/',
      SMTP_URL: 'smtp://mail:25',
      NODE_ENV: 'production',
      COOKIE_DOMAIN: 'site.example',
      RATE_LIMIT_LOGIN_PER_MIN: '500',
      RATE_LIMIT_RESTORE_PER_MIN: '7',
    });
    expect(config).toMatchObject({
      port: 4123,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@h/db',
      jwtSecret: 's'.repeat(40),
      corsOrigins: ['https://a.example', 'https://b.example'],
      publicSiteUrl: 'https://site.example',
      smtpUrl: 'smtp://mail:25',
      nodeEnv: 'production',
      cookieDomain: 'site.example',
      rateLimits: { loginPerMinute: 500, restorePerMinute: 7 },
    });
  });

  it('lists every problem at once in Russian', () => {
    try {
      loadConfig({ PORT: 'eighty', JWT_SECRET: 'short', DATABASE_URL: 'mysql://x', RATE_LIMIT_LOGIN_PER_MIN: '0', DATA_DIR: tempDataDir() });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('JWT_SECRET');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('RATE_LIMIT_LOGIN_PER_MIN');
    }
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDataDir() })).toThrow(/JWT_SECRET/);
  });
});
