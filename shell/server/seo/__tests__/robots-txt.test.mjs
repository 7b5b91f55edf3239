import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeOfPath } from '../../../../shared/src/routes/published-routes.js';
import { DISALLOWED_PATHS, robotsTxt } from '../robots-txt.mjs';

const repoFile = (/** @type {string} */ file) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../..', file), 'utf8'));
const publishedRoutes = [
  'shell/src/routes.json',
  'mf-avia/src/routes.json',
  'mf-profile/src/routes.json',
  'mf-tours/src/routes.json',
  'mf-content/src/routes.json',
].flatMap((file) => repoFile(file).routes);
/** A path of each route, its params filled in. */
const samplePaths = publishedRoutes.map((route) => route.path.replace(/:[A-Za-z]+/g, 'x1'));
/** RFC 9309: a rule matches a path it is a prefix of. */
const disallowed = (/** @type {string} */ urlPath) => DISALLOWED_PATHS.some((prefix) => urlPath.startsWith(prefix));

describe('robotsTxt', () => {
  it('lets every crawler in, keeps it out of the disallowed paths and names the sitemap', () => {
    const text = robotsTxt('https://poletim.example');
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const prefix of DISALLOWED_PATHS) expect(lines).toContain(`Disallow: ${prefix}`);
    expect(lines.at(-1)).toBe('Sitemap: https://poletim.example/sitemap.xml');
  });

  it('disallows each personal and transactional page and no public one', () => {
    const personal = [
      'profileMain',
      'profileOrderView',
      'booking',
      'bookingSubmit',
      'qrPayment',
      'extraPayment',
      'login',
      'resetPassword',
      'priceAlertConfirm',
      'toursWishlist',
      'search',
    ];
    for (const key of personal) {
      const route = publishedRoutes.find((candidate) => candidate.key === key);
      expect(route, key).toBeDefined();
      expect(disallowed(route.path.replace(/:[A-Za-z]+/g, 'x1')), key).toBe(true);
    }
    for (const urlPath of ['/', '/about', '/policy', '/pages/thailand', '/avia/routes/MOW-AER', '/tours/hotels/1001', '/tours'])
      expect(disallowed(urlPath), urlPath).toBe(false);
  });

  it('names only prefixes of pages the site publishes (or its API): a moved route cannot leave a stale rule', () => {
    for (const prefix of DISALLOWED_PATHS.filter((candidate) => candidate !== '/api/')) {
      expect(samplePaths.some((urlPath) => urlPath.startsWith(prefix)) || routeOfPath(publishedRoutes, prefix) !== undefined, prefix).toBe(true);
    }
  });

  it('refuses an origin that is not one', () => {
    expect(() => robotsTxt('https://poletim.example/x')).toThrow(/not an origin/);
  });
});
