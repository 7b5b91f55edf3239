import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The listening process itself: config validation, JSON logs, graceful shutdown. It runs as
 * production runs it (`node --import tsx`): tsx's own command line would put a relay process in
 * between that forwards SIGTERM and kills the server with SIGKILL (exit 143) when the server has
 * not acknowledged it within 30 ms, which a loaded machine misses.
 */
const apiRoot = path.resolve(import.meta.dirname, '..');
const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'api-server-test-'));
afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));

function startServer(env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...inherited, DATA_DIR: path.join(dataRoot, 'pglite'), ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => boolean, ms: number, server?: ReturnType<typeof startServer>) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    if (server && server.child.exitCode !== null) throw new Error(`the server exited ${server.child.exitCode}: ${server.err()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('server process', () => {
  it('prints every configuration problem and exits 1', async () => {
    const server = startServer({ PORT: 'x', JWT_SECRET: 'short' });
    expect(await server.exited).toBe(1);
    expect(server.err()).toContain('Неверная конфигурация API');
    expect(server.err()).toContain('PORT');
    expect(server.err()).toContain('JWT_SECRET');
  });

  it('serves, logs one JSON line per request, and stops cleanly on SIGTERM', { timeout: 400_000 }, async () => {
    // A port no other worktree's run of this test can hold (a fixed range collided).
    const port = await freePort();
    const server = startServer({ PORT: String(port), LOG_LEVEL: 'info' });
    await waitFor(() => server.out().includes('"msg":"listening"'), 330_000, server);
    // The signal goes to the server itself, not to a relay in front of it.
    const listening = JSON.parse(
      server
        .out()
        .split('\n')
        .find((l) => l.includes('"msg":"listening"'))!,
    );
    expect(listening.pid).toBe(server.child.pid);
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    expect(await res.json()).toEqual({ status: 'ok' });
    await waitFor(() => server.out().includes('"path":"/health"'), 5_000);
    const line = server
      .out()
      .split('\n')
      .find((l) => l.includes('"path":"/health"'))!;
    expect(JSON.parse(line)).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/health', status: 200 });
    // Descheduled as the signal arrives (a loaded machine): it still drains and exits 0.
    server.child.kill('SIGSTOP');
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGCONT');
    expect(await server.exited).toBe(0);
    expect(server.out()).toContain('"msg":"stopped"');
  });
});
