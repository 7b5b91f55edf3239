// @vitest-environment jsdom
// jsdom's DOMParser is a real XML parser: a sitemap that is not well-formed XML fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapXml } from '../sitemap-xml.mjs';

const repoFile = (/** @type {string} */ file) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../..', file), 'utf8'));
/** The repository's own routes, as the areas publish them. */
const publishedRoutes = [
  'shell/src/routes.json',
  'mf-avia/src/routes.json',
  'mf-profile/src/routes.json',
  'mf-tours/src/routes.json',
  'mf-content/src/routes.json',
].flatMap((file) => repoFile(file).routes);

/** @param {string} xml */
function locs(xml) {
  const doc = new globalThis.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.localName).toBe('urlset');
  expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')].map((loc) => loc.textContent ?? '');
}

describe('sitemapXml', () => {
  const input = {
    origin: 'https://poletim.example',
    publishedRoutes,
    hotels: [{ id: 1001 }, { id: 1002 }],
    popularRoutes: [
      { origin: 'MOW', destination: 'AER' },
      { origin: 'MOW', destination: 'LED' },
    ],
  };

  it('lists the home page, every info page, each route page and each hotel page, as absolute URLs, and nothing personal', () => {
    const urls = locs(sitemapXml(input));
    const infoPages = publishedRoutes.filter((route) => route.slug).map((route) => `https://poletim.example${route.path}`);
    expect(infoPages.length).toBeGreaterThanOrEqual(9);
    expect(urls).toEqual([
      'https://poletim.example/',
      ...infoPages,
      'https://poletim.example/avia/routes/MOW-AER',
      'https://poletim.example/avia/routes/MOW-LED',
      'https://poletim.example/tours/hotels/1001',
      'https://poletim.example/tours/hotels/1002',
    ]);
    for (const url of urls) expect(url).not.toMatch(/profile|login|orders|offers|payments|search|wishlist|price-alerts/);
  });

  it('escapes what XML would read as markup, in the origin and the paths alike', () => {
    const xml = sitemapXml({
      ...input,
      publishedRoutes: [...publishedRoutes, { key: 'pageOdd', path: '/pages/a&b', title: 'x', description: 'x', slug: "a'<b>" }],
    });
    expect(xml).toContain('<loc>https://poletim.example/pages/a&amp;b</loc>');
    expect(locs(xml)).toContain('https://poletim.example/pages/a&b');
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('leaves out the pages of a route that is not published (an area rolled back), and lists a path once', () => {
    const withoutTours = publishedRoutes.filter((route) => route.key !== 'toursHotel' && route.key !== 'flightRoute');
    const urls = locs(sitemapXml({ ...input, publishedRoutes: withoutTours, popularRoutes: [...input.popularRoutes, { origin: 'MOW', destination: 'AER' }] }));
    expect(urls.some((url) => url.includes('/tours/hotels/') || url.includes('/avia/routes/'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('refuses an origin that is not one: a Host header could otherwise point the URLs anywhere', () => {
    for (const origin of ['poletim.example', 'https://poletim.example/path', 'javascript:alert(1)', 'https://a.example"><x']) {
      expect(() => sitemapXml({ ...input, origin }), origin).toThrow(/not an origin/);
    }
    expect(locs(sitemapXml({ ...input, origin: 'http://127.0.0.1:3000/' }))[0]).toBe('http://127.0.0.1:3000/');
  });
});
