import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sampleMultiCityOffer, sampleMultiCityOrder, sampleMultiCityResult } from '../../testing/fixtures';
import { offerSchema, orderSchema } from '../order-contract';
import { flightResultSchema } from '../search-contract';

describe('the three-flight fixtures', () => {
  it('are answers the API could give: each passes its schema', () => {
    expect(v.safeParse(flightResultSchema, sampleMultiCityResult).success).toBe(true);
    expect(v.safeParse(offerSchema, sampleMultiCityOffer).success).toBe(true);
    expect(v.safeParse(orderSchema, sampleMultiCityOrder).success).toBe(true);
    expect(sampleMultiCityOrder.directions.map((d) => `${d.origin.cityCode}-${d.destination.cityCode}`)).toEqual(['MOW-IST', 'IST-AYT', 'AYT-MOW']);
  });
});
