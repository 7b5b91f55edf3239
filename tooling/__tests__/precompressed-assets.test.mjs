import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import webpack from 'webpack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressPlugins } from '../precompress-plugin.mjs';
import { serveStatic } from '../serve-static.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
const script = `console.log(${JSON.stringify('travel '.repeat(2000))});`;
/** What a build emits, as its plugins do (the page, chunks, a source map). */
const assets = {
  'index.html': `<!doctype html><title>shell</title><p>${'x'.repeat(3000)}</p>`,
  'main.0123abcd.js': script,
  'tiny.0123abcd.js': 'var a = 1;',
  'main.0123abcd.js.map': JSON.stringify({ mappings: 'A'.repeat(5000) }),
};

/** A production build of nothing but `assets`, with the build's precompression. */
function build() {
  writeFileSync(path.join(root, 'entry.js'), '');
  /** @type {import('webpack').WebpackPluginInstance} */
  const emitAssets = {
    apply: (compiler) =>
      compiler.hooks.thisCompilation.tap('test', (compilation) =>
        compilation.hooks.processAssets.tap({ name: 'test', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          for (const [name, text] of Object.entries(assets)) compilation.emitAsset(name, new webpack.sources.RawSource(text));
        }),
      ),
  };
  const compiler = webpack({
    mode: 'production',
    context: root,
    entry: './entry.js',
    output: { path: root, filename: 'entry.out.js' },
    plugins: [emitAssets, ...precompressPlugins()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : compiler.close(resolve))),
  );
}

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
  await build();
  // written at deploy time, after the build
  writeFileSync(path.join(root, 'remotes.json'), JSON.stringify({ remotes: { 'mf-avia': `http://127.0.0.1:3001/${'x'.repeat(1000)}/mf-manifest.json` } }));
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
