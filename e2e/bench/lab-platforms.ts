// Whole platforms of any checkout for the lab's wait figures, each a child process on its own ports, in `npm start`'s shape or
// `npm run production`'s (nginx, two API processes, PostgreSQL); an older checkout runs its own servers, so "before" is the older site.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { platformHost } from '../../tooling/platform-ports.mjs';

export type ServerShape = 'start' | 'nginx';

export interface LabPlatform {
  origin: string;
  apiOrigin: string;
  stop: () => Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * Starts `checkout`'s built platform on `portBase` (start: shell +0, areas +1…+4, API +10; nginx:
 * site +0, API processes +1 and +2, PostgreSQL +3, page servers +4 and +5); its output goes to `logDir`.
 */
export async function startLabPlatform(checkout: string, shape: ServerShape, portBase: number, logDir: string): Promise<LabPlatform> {
  mkdirSync(logDir, { recursive: true });
  const origin = `http://${platformHost}:${portBase}`;
  const stateDir = shape === 'nginx' ? mkdtempSync(path.join(os.tmpdir(), 'lab-production-')) : undefined;
  const env =
    shape === 'start'
      ? {
          SHELL_PORT: String(portBase),
          MF_AVIA_PORT: String(portBase + 1),
          MF_PROFILE_PORT: String(portBase + 2),
          MF_TOURS_PORT: String(portBase + 3),
          MF_CONTENT_PORT: String(portBase + 4),
          API_PORT: String(portBase + 10),
        }
      : {
          PRODUCTION_PORT: String(portBase),
          PRODUCTION_API_PORTS: `${portBase + 1},${portBase + 2}`,
          PRODUCTION_PG_PORT: String(portBase + 3),
          // its own page servers: with the default ports, the second lab platform's could not listen, and its nginx sent its
          // pages to the first one's (another build's registry and origins)
          PRODUCTION_PAGE_PORTS: `${portBase + 4},${portBase + 5}`,
          PRODUCTION_STATE_DIR: stateDir!,
        };
  const script = shape === 'start' ? 'tooling/serve-platform.mjs' : 'deploy/production.mjs';
  const log = createWriteStream(path.join(logDir, `${shape}-${portBase}.log`));
  // the platform's own origins only: a CORS_ORIGINS of the lab's environment is not its
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'CORS_ORIGINS'));
  const child = spawn(process.execPath, [script], { cwd: checkout, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const apiOrigin = shape === 'start' ? `http://${platformHost}:${portBase + 10}` : `${origin}/api`;
  const stop = async () => {
    await stopChild(child);
    if (stateDir) rmSync(stateDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if ((await answers(`${origin}/`)) && (await answers(`${apiOrigin}/xsrf`))) return { origin, apiOrigin, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`${shape} platform of ${checkout} on ${origin} did not answer (log: ${logDir})`);
}
