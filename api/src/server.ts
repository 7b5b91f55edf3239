import { createApi } from './app.js';
import { listenApi } from './http/listen.js';
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
  const logger = createLogger(config.logLevel, { file: config.logFile });
  const api = await createApi(config, { logger });
  const server = listenApi(api, { port: config.port, hostname: config.host }, (info) =>
    logger.info('listening', {
      url: `http://${config.host}:${info.port}`,
      pid: process.pid,
      database: api.db.kind === 'postgres' ? 'postgres (DATABASE_URL)' : `pglite ${config.dataDir}`,
      nodeEnv: config.nodeEnv,
      ...(config.logFile ? { jsonLog: config.logFile } : {}),
    }),
  );

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
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  createLogger('error').error('startup failed', describeError(error));
  process.exit(1);
});
