import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../precompress-plugin.mjs';
import { serveStatic } from '../serve-static.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
const script = `console.log(${JSON.stringify('travel '.repeat(2000))});`;
writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>shell</title><p>${'x'.repeat(3000)}</p>`);
writeFileSync(path.join(root, 'main.0123abcd.js'), script);
writeFileSync(path.join(root, 'tiny.0123abcd.js'), 'var a = 1;');
writeFileSync(path.join(root, 'remotes.json'), JSON.stringify({ remotes: { 'mf-avia': `http://127.0.0.1:3001/${'x'.repeat(1000)}/mf-manifest.json` } }));
writeFileSync(path.join(root, 'main.0123abcd.js.map'), JSON.stringify({ mappings: 'A'.repeat(5000) }));

/** fetch() always decodes; the raw bytes and headers show which file the server sent. */
function rawGet(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

// a port of this package's test block (see tooling/platform-ports.mjs for the platform's own)
const port = Number(process.env.PRECOMPRESS_TEST_PORT ?? 4092);
let server;
beforeAll(async () => {
  precompressFolder(root);
  server = await serveStatic({ root, port, spaFallback: true });
});
afterAll(() => server.close());

describe('precompressed assets', () => {
  it('makes .br and .gz copies of text files, not of source maps or files too small to gain', () => {
    expect(existsSync(path.join(root, 'main.0123abcd.js.br'))).toBe(true);
    expect(existsSync(path.join(root, 'main.0123abcd.js.gz'))).toBe(true);
    expect(existsSync(path.join(root, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(root, 'tiny.0123abcd.js.br'))).toBe(false);
    expect(existsSync(path.join(root, 'main.0123abcd.js.map.br'))).toBe(false);
    // rewritten at deploy time: a build-time copy would go stale
    expect(existsSync(path.join(root, 'remotes.json.br'))).toBe(false);
    expect(existsSync(path.join(root, 'remotes.json.gz'))).toBe(false);
    expect(brotliDecompressSync(readFileSync(path.join(root, 'main.0123abcd.js.br'))).toString()).toBe(script);
  });

  it('sends the brotli copy to a browser that accepts it, with the original type and caching', async () => {
    const { headers, body } = await rawGet(`${server.url}/main.0123abcd.js`, 'gzip, deflate, br');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toContain('text/javascript');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzip = await rawGet(`${server.url}/main.0123abcd.js`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await rawGet(`${server.url}/main.0123abcd.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('serves a deep link the precompressed index.html, never cached', async () => {
    const { headers, body } = await rawGet(`${server.url}/profile/orders`, 'br');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(body).toString()).toContain('<title>shell</title>');
  });
});
