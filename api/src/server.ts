import { serve } from '@hono/node-server';
import type { Server as HttpServer } from 'node:http';
import type { Server } from 'node:net';
import { createApi } from './app.js';
import { answerClientErrors } from './http/client-errors.js';
import { keepIdleConnectionsLongerThanProxies } from './http/keep-alive.js';
import { ConfigError, loadConfig } from './config/env.js';
import { createLogger, describeError } from './logger.js';

/** The listening process: config from the environment, graceful shutdown on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const api = await createApi(config, { logger });
  const server = serve({ fetch: api.app.fetch, port: config.port, hostname: config.host }, (info) =>
    logger.info('listening', {
      url: `http://${config.host}:${info.port}`,
      database: api.db.kind === 'postgres' ? 'postgres (DATABASE_URL)' : `pglite ${config.dataDir}`,
      nodeEnv: config.nodeEnv,
    }),
  );

  answerClientErrors(server as unknown as Server);
  keepIdleConnectionsLongerThanProxies(server as unknown as HttpServer);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    // Stop accepting, let open requests finish, then close the database; force after 10 s.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      try {
        await api.close();
        logger.info('stopped');
      } finally {
        process.exit(0);
      }
    });
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  createLogger('error').error('startup failed', describeError(error));
  process.exit(1);
});
