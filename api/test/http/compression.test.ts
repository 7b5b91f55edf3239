import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, COMPRESS_MIN_BYTES } from '../../src/http/middleware.js';
import { useTestApi } from '../support/test-api.js';
import { completedSearch, searchStringFor } from '../flights/flight-fixtures.js';

const api = useTestApi();

/** A large JSON answer: every result of a finished search, in the full (not compact) form. */
async function largeAnswerPath(): Promise<string> {
  const searchId = await completedSearch(api, searchStringFor({ returnDate: null }, 24));
  return `/flights/searches/${searchId}?after=0`;
}

describe('JSON compression of the embedded API', () => {
  it('answers a large JSON answer in brotli and in gzip, each decoding to the uncompressed answer', async () => {
    const path = await largeAnswerPath();
    const plain = await api.app.request(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(50_000);

    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await api.app.request(path, { headers: { 'accept-encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length).toBeLessThan(text.length / 8);
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      expect(JSON.parse(decode(bytes).toString('utf8'))).toEqual(JSON.parse(text));
    }
  });

  it('leaves small answers and clients that take no encoding as they are', async () => {
    const small = await api.app.request('/health', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect((await small.text()).length).toBeLessThan(COMPRESS_MIN_BYTES);
    const identity = await api.app.request(await largeAnswerPath(), { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await identity.text()).items.length).toBeGreaterThan(5);
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('GZIP')).toBe('gzip');
    expect(chooseEncoding('br;q=0.0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
