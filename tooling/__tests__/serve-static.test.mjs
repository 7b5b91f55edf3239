import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../serve-static.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'serve-static-'));
const runtimeDir = path.join(root, '..', `${path.basename(root)}-runtime`);
mkdirSync(runtimeDir);
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
writeFileSync(path.join(root, 'main.0123abcd.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
writeFileSync(path.join(root, 'remoteEntry.js'), 'var entry = 1;');
writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
writeFileSync(path.join(root, 'remotes.json'), '{"from":"dist"}');
writeFileSync(path.join(runtimeDir, 'remotes.json'), '{"from":"runtime"}');

let shell;
let remote;
beforeAll(async () => {
  shell = await serveStatic({ root, port: 4090, spaFallback: true, runtimeDir });
  remote = await serveStatic({ root, port: 4091, cors: true });
});
afterAll(async () => {
  await shell.close();
  await remote.close();
});

describe('serve-static', () => {
  it('answers a deep link of the shell with index.html, revalidated on every load', async () => {
    const response = await fetch(`${shell.url}/profile/orders/42`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('never answers a missing script with HTML', async () => {
    const response = await fetch(`${shell.url}/main.deadbeef.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/plain');
  });

  it('caches hashed chunks forever and gzips them', async () => {
    const response = await fetch(`${shell.url}/main.0123abcd.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('xxxx');
  });

  it('revalidates manifests and remote entries, and allows any origin on a remote', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const response = await fetch(`${remote.url}/${file}`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('serves remotes.json from the runtime folder, not from dist', async () => {
    expect(await (await fetch(`${shell.url}/remotes.json`)).json()).toEqual({ from: 'runtime' });
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await fetch(`${remote.url}/remoteEntry.js`);
    const second = await fetch(`${remote.url}/remoteEntry.js`, { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });
    expect(second.status).toBe(304);
  });

  it('does not serve files outside its folder', async () => {
    const response = await fetch(`${remote.url}/..%2f${path.basename(runtimeDir)}%2fremotes.json`);
    expect(response.status).toBe(404);
  });
});
