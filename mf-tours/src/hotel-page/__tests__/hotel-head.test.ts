import { schemaOrgProblems } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import { sampleHotelDetails, sampleTourOption } from '../../test-support/tour-samples';
import { hotelHead } from '../hotel-head';

const ORIGIN = 'https://poletim.ru';
const hotel = sampleHotelDetails(101);
const tours = { total: 2, items: [sampleTourOption(101, 91_000), sampleTourOption(101, 77_150)] };

describe('the hotel page’s head', () => {
  it('names the hotel, its first photo and its lowest price', () => {
    const head = hotelHead({ hotel, tours, apiBase: '/api' }, ORIGIN)!;
    expect(head.title).toBe('Отель Морской бриз: туры и цены');
    expect(head.description).toBe('Отель Морской бриз, Анталья, Турция. Туры от 77\u00a0150\u00a0₽. Тихий отель у моря');
    expect(head.image).toBe(`${ORIGIN}/api/tours/hotels/101/images/0/full.png`);
    expect(head.imageAlt).toBe('Отель Морской бриз');
  });

  it('claims a Hotel with its lowest price in roubles and the breadcrumbs Туры → country → resort → hotel, as schema.org defines them', () => {
    const [hotelThing, breadcrumbs] = hotelHead({ hotel, tours, apiBase: 'http://127.0.0.1:3010' }, ORIGIN)!.jsonLd!;
    expect(schemaOrgProblems(hotelThing as Record<string, unknown>)).toEqual([]);
    expect(schemaOrgProblems(breadcrumbs as Record<string, unknown>)).toEqual([]);
    expect(hotelThing).toMatchObject({
      '@type': 'Hotel',
      name: 'Отель Морской бриз',
      url: `${ORIGIN}/tours/hotels/101`,
      image: expect.arrayContaining(['http://127.0.0.1:3010/tours/hotels/101/images/0/full.png']),
      address: { '@type': 'PostalAddress', streetAddress: 'Анталья, ул. Морская, 1', addressLocality: 'Анталья', addressCountry: 'Турция' },
      makesOffer: { '@type': 'AggregateOffer', lowPrice: 77_150, priceCurrency: 'RUB', offerCount: 2 },
    });
    expect((breadcrumbs!.itemListElement as { name: string; item: string }[]).map((step) => [step.name, step.item])).toEqual([
      ['Туры', `${ORIGIN}/tours`],
      ['Турция', `${ORIGIN}/tours?destination=country-1`],
      ['Анталья', `${ORIGIN}/tours?destination=resort-11`],
      ['Отель Морской бриз', `${ORIGIN}/tours/hotels/101`],
    ]);
  });

  it('says no price and claims no offer while no tour is on sale', () => {
    const head = hotelHead({ hotel, tours: { total: 0, items: [] }, apiBase: '/api' }, ORIGIN)!;
    expect(head.description).toBe('Отель Морской бриз, Анталья, Турция. Тихий отель у моря');
    expect(head.jsonLd![0]).not.toHaveProperty('makesOffer');
    expect(schemaOrgProblems(head.jsonLd![0] as Record<string, unknown>)).toEqual([]);
  });
});
