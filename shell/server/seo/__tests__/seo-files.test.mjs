// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { absoluteApiUrl, refreshSitemap, SITEMAP_SOURCES_FILE } from '../seo-files.mjs';

const route = (/** @type {string} */ key, /** @type {string} */ routePath, /** @type {string | undefined} */ slug = undefined) => ({
  key,
  path: routePath,
  title: key,
  description: key,
  ...(slug ? { slug } : {}),
});

describe('the sitemap beside nginx', () => {
  it('is made again from a new registry and the lists kept at start: a released page joins it, a canary’s does not yet', () => {
    const runtimeDir = mkdtempSync(path.join(tmpdir(), 'seo-files-'));
    expect(refreshSitemap(runtimeDir, {}, [])).toBe(false); // npm start's folder: nothing written there
    writeFileSync(
      path.join(runtimeDir, SITEMAP_SOURCES_FILE),
      JSON.stringify({ origin: 'https://poletim.example', hotels: [{ id: 1001 }], popularRoutes: [] }),
    );
    const registry = {
      routes: {
        'mf-content': [route('pageAbout', '/about', 'about'), route('pageNew', '/pages/new', 'new')],
        'mf-tours': [route('toursHotel', '/tours/hotels/:hotelId')],
      },
      canaries: { 'mf-content': { percent: 5, routes: [route('pageCanary', '/pages/canary', 'canary')] } },
    };
    expect(refreshSitemap(runtimeDir, registry, [route('login', '/login')])).toBe(true);
    const xml = readFileSync(path.join(runtimeDir, 'sitemap.xml'), 'utf8');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)).toEqual([
      'https://poletim.example/about',
      'https://poletim.example/pages/new',
      'https://poletim.example/tours/hotels/1001',
    ]);
  });

  it('reads the API base of config.json, absolute or a path on the site', () => {
    expect(absoluteApiUrl('/api', 'https://poletim.example')).toBe('https://poletim.example/api');
    expect(absoluteApiUrl('http://127.0.0.1:3010', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3010');
    expect(absoluteApiUrl('', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
  });
});
