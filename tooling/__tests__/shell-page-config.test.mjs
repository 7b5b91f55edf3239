import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_SCRIPT_HASHES_FILE } from '../content-security-policy.mjs';
import { scriptHashSource } from '../early-script-plugin.mjs';
import { earlyScriptTexts, shellPageWithConfig, shellPageWithRegistry } from '../shell-page.mjs';
import { serveStatic } from '../serve-static.mjs';

// index.html as the shell's build emits it: config.json asked for in <head>, the early script inline
const earlyScript = 'window.early = 1;';
const builtPage = `<!doctype html><html lang="ru"><head><link rel="preload" href="/config.json" as="fetch" crossorigin/><link rel="preload" href="/remotes.json" as="fetch" crossorigin/><script data-early-script>${earlyScript}</script></head><body><main></main></body></html>`;

describe('the shell page with config.json written in', () => {
  it('puts the config where index.html asked for it, and nothing in it can close the element', () => {
    const page = shellPageWithConfig(builtPage, { apiBase: '/api', note: '</script><script>alert(1)</script>' });
    expect(page).not.toContain('href="/config.json"');
    expect(page).toContain('href="/remotes.json"');
    const json = /<script type="application\/json" id="platform-config">([^<]*)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(json ?? '')).toEqual({ apiBase: '/api', note: '</script><script>alert(1)</script>' });
    // before the early script, which reads it as it runs
    expect(page.indexOf('platform-config')).toBeLessThan(page.indexOf('data-early-script'));
  });

  it('refuses a page without the one config.json request to replace, or without an inline early script to read it', () => {
    expect(() => shellPageWithConfig('<html><head></head></html>', {})).toThrow(/config\.json/);
    // a build whose early script is a file of its own fetches config.json itself: its page stays as built
    expect(() =>
      shellPageWithConfig(builtPage.replace(/<script data-early-script>.*<\/script>/, '<script src="/before-bundle.0a1b2c3d.js" async></script>'), {}),
    ).toThrow(/early script/);
  });

  it('hashes the early script as the browser does (CSP sha256 of the exact text)', () => {
    expect(earlyScriptTexts(builtPage)).toEqual([earlyScript]);
    // printf 'window.early = 1;' | openssl dgst -sha256 -binary | base64
    expect(scriptHashSource(earlyScript)).toBe("'sha256-py00WdQ/C3XAckY034AGJ6achcnvjjDNR2tu11bZabs='");
  });
});

describe('the shell page with the registry written in', () => {
  const registry = {
    remotes: { 'mf-content': 'http://127.0.0.1:3004/mf-manifest.json' },
    routes: { 'mf-content': [{ key: 'x', path: '/x', title: '</script>' }] },
  };

  it('puts the registry where index.html asked for remotes.json, before the early script, and nothing in it can close the element', () => {
    const page = shellPageWithRegistry(shellPageWithConfig(builtPage, {}), registry);
    expect(page).not.toContain('href="/remotes.json"');
    const json = /<script type="application\/json" id="platform-registry">([^<]*)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(json ?? '')).toEqual(registry);
    expect(page.indexOf('platform-registry')).toBeLessThan(page.indexOf('data-early-script'));
  });

  it('replaces the registry it wrote before (a release rewrites nginx’s page), and refuses a page with neither', () => {
    const first = shellPageWithRegistry(builtPage, registry);
    const next = shellPageWithRegistry(first, { remotes: {}, routes: {} });
    expect(next).toBe(shellPageWithRegistry(builtPage, { remotes: {}, routes: {} }));
    expect(() => shellPageWithRegistry('<html><head></head></html>', registry)).toThrow(/remotes\.json/);
  });
});

describe('serve-static answers the shell page with the runtime config', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'shell-page-'));
  const runtimeDir = path.join(root, 'runtime');
  mkdirSync(runtimeDir);
  writeFileSync(path.join(root, 'index.html'), builtPage);
  writeFileSync(path.join(root, INLINE_SCRIPT_HASHES_FILE), JSON.stringify([scriptHashSource(earlyScript)]));
  writeFileSync(path.join(runtimeDir, 'config.json'), JSON.stringify({ apiBase: 'http://127.0.0.1:3010' }));
  let shell;
  beforeAll(async () => {
    shell = await serveStatic({ root, port: 4093, spaFallback: true, runtimeDir });
  });
  afterAll(() => shell.close());

  it('on every page path, gzipped when asked, and again after config.json changes', async () => {
    for (const pagePath of ['/', '/about', '/profile/orders/42']) {
      const response = await fetch(`${shell.url}${pagePath}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<script type="application/json" id="platform-config">{"apiBase":"http://127.0.0.1:3010"}</script>');
    }
    const before = (await fetch(`${shell.url}/`)).headers.get('etag');
    writeFileSync(path.join(runtimeDir, 'config.json'), JSON.stringify({ apiBase: 'http://127.0.0.1:3999' }));
    const after = await fetch(`${shell.url}/`, { headers: { 'If-None-Match': before ?? '' } });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('"apiBase":"http://127.0.0.1:3999"');
  });

  it('with the registry written in, again after each release rewrites it', async () => {
    writeFileSync(path.join(runtimeDir, 'remotes.json'), JSON.stringify({ remotes: {}, routes: { 'mf-probe': [] } }));
    expect(await (await fetch(`${shell.url}/about`)).text()).toContain('"routes":{"mf-probe":[]}');
    writeFileSync(path.join(runtimeDir, 'remotes.json'), JSON.stringify({ remotes: {}, routes: { 'mf-probe': [{ key: 'probeHome', path: '/probe' }] } }));
    expect(await (await fetch(`${shell.url}/about`)).text()).toContain('"path":"/probe"');
  });

  it('allows the early script by its hash, and no other inline script', async () => {
    const policy = (await fetch(`${shell.url}/about`)).headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(scriptSrc).toContain(scriptHashSource(earlyScript));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});
