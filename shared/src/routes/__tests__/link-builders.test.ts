import { describe, expect, it } from 'vitest';
import { linkTo, routeTable, routesOfArea } from '..';

describe('linkTo', () => {
  it('fills params and encodes them', () => {
    expect(linkTo('booking', { offerId: 'a b/c' })).toBe('/avia/offers/a%20b%2Fc');
    expect(linkTo('extraPaymentFinished', { paymentUuid: 'p1', status: 'success' })).toBe('/payments/p1/success');
  });

  it('adds a query, skipping empty values', () => {
    expect(linkTo('index', {}, { utm_source: 'x', empty: undefined })).toBe('/?utm_source=x');
    expect(linkTo('pageAbout')).toBe('/about');
  });

  it('refuses a missing param instead of building a broken URL', () => {
    expect(() => linkTo('booking', { offerId: '' })).toThrow(/offerId/);
  });
});

describe('routeTable', () => {
  it('has the nine content pages with their slugs', () => {
    expect(routesOfArea('content').map((name) => routeTable[name].path)).toEqual([
      '/pages/thailand',
      '/about',
      '/wiki',
      '/payment',
      '/policy',
      '/policy1',
      '/agreement',
      '/help',
      '/feature-tariffs',
    ]);
  });

  it('has unique paths', () => {
    const paths = Object.values(routeTable).map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
