import { describe, expect, it } from 'vitest';
import { readRoutePageParam, routePageParam } from '../route-page-address';

describe('the route page address (product rules §D Route pages)', () => {
  it('reads back the param it writes', () => {
    expect(routePageParam('MOW', 'AER')).toBe('MOW-AER');
    expect(readRoutePageParam(routePageParam('MOW', 'AER'))).toEqual({ origin: 'MOW', destination: 'AER' });
  });

  it('gives one route one address: anything else is no page', () => {
    for (const param of [undefined, '', 'mow-aer', 'MOW-aer', 'MOW_AER', 'MOWAER', 'MOW-AER-LED', 'MOW-MOW', 'MO-AER', 'МОW-AER', ' MOW-AER'])
      expect(readRoutePageParam(param), String(param)).toBeNull();
  });
});
