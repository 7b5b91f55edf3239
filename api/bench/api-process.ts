import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A real API process of a checkout (`src/server.ts`, production config, its own embedded database
 * in a temporary directory) for the benchmarks that measure over HTTP; `stop` ends it and removes
 * the data. `env` adds to or overrides the process's environment.
 */
export async function startApiProcess(checkout: string, apiPort: number, env: Record<string, string> = {}): Promise<{ child: ChildProcess; stop: () => void }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(checkout, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'pglite'),
      DATABASE_URL: '',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      SEED_DEMO: '1',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API of ${checkout} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${apiPort}/xsrf`)).ok) return { child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`the API of ${checkout} did not start within 120 s`);
}
