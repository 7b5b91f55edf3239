import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd, hotelJsonLd, organizationJsonLd, webSiteJsonLd, type HotelJsonLdInput } from '../json-ld';
import { checkThing } from './schema-org';

const hotel: HotelJsonLdInput = {
  name: 'Rixos Premium Belek',
  description: 'Пятизвёздочный отель на первой линии.',
  url: 'https://poletim.ru/tours/hotels/7',
  images: ['https://poletim.ru/api/images/7/full.png'],
  streetAddress: 'İleribaşı Mevkii, Belek',
  locality: 'Белек',
  country: 'Турция',
  telephone: '+90 242 710 20 00',
  stars: 5,
  latitude: 36.85,
  longitude: 31.05,
  offers: { lowPrice: 84500, count: 12, url: 'https://poletim.ru/tours/hotels/7' },
};

describe('the JSON-LD builders against schema.org', () => {
  it('a Hotel with its address, stars, position and lowest price in roubles conforms', () => {
    const thing = hotelJsonLd(hotel);
    expect(checkThing(thing)).toEqual([]);
    expect(thing).toMatchObject({ '@type': 'Hotel', makesOffer: { '@type': 'AggregateOffer', lowPrice: 84500, priceCurrency: 'RUB', offerCount: 12 } });
  });

  it('a Hotel with nothing on sale, no phone, no stars and no photo still conforms, without an offer', () => {
    const thing = hotelJsonLd({ ...hotel, offers: null, telephone: '', stars: 0, images: [], country: null });
    expect(checkThing(thing)).toEqual([]);
    expect(thing).not.toHaveProperty('makesOffer');
    expect(thing).not.toHaveProperty('image');
  });

  it('a BreadcrumbList of ListItems at positions 1… conforms', () => {
    const thing = breadcrumbListJsonLd([
      { name: 'Туры', url: 'https://poletim.ru/tours' },
      { name: 'Турция', url: 'https://poletim.ru/tours?country=1' },
      { name: 'Rixos', url: 'https://poletim.ru/tours/hotels/7' },
    ]);
    expect(checkThing(thing)).toEqual([]);
    expect((thing.itemListElement as { position: number }[]).map((item) => item.position)).toEqual([1, 2, 3]);
  });

  it('an Organization and a WebSite conform', () => {
    const organization = organizationJsonLd({
      name: 'Poletim.ru',
      legalName: 'ООО «Полетим»',
      url: 'https://poletim.ru/',
      email: 'help@poletim.ru',
      taxId: '7701234567',
      address: { postalCode: '123112', locality: 'Москва', street: 'Пресненская наб., д. 12', country: 'RU' },
    });
    expect(checkThing(organization)).toEqual([]);
    expect(checkThing(webSiteJsonLd({ name: 'Poletim.ru', url: 'https://poletim.ru/', publisher: 'Poletim.ru' }))).toEqual([]);
  });
});

// The checker must be able to fail, or the tests above say nothing.
describe('the schema.org checker', () => {
  const valid = hotelJsonLd(hotel);

  it('refuses a property of another type: offers belongs to products and events, not to a Hotel', () => {
    expect(checkThing({ ...valid, offers: valid.makesOffer })).toEqual(['$ (Hotel): "offers" is not a property of Hotel']);
  });

  it('refuses a Hotel without an address, and a value of the wrong type', () => {
    const { address: _address, ...withoutAddress } = valid;
    expect(checkThing(withoutAddress)).toEqual(['$ (Hotel): lacks "address"']);
    expect(checkThing({ ...valid, url: '/tours/hotels/7' })).toEqual(['$.url: "/tours/hotels/7" is not URL']);
    expect(checkThing({ ...valid, geo: { '@type': 'PostalAddress', streetAddress: 'x' } })).toEqual([
      '$.geo: {"@type":"PostalAddress","streetAddress":"x"} is not GeoCoordinates',
    ]);
  });

  it('refuses an offer without its currency, or one of a type that is no Offer', () => {
    expect(checkThing({ ...valid, makesOffer: { '@type': 'AggregateOffer', lowPrice: 100 } })).toEqual([
      '$.makesOffer (AggregateOffer): lacks "priceCurrency"',
      '$.makesOffer (AggregateOffer): a price without priceCurrency',
    ]);
    expect(checkThing({ ...valid, makesOffer: { '@type': 'Rating', ratingValue: 1 } })[0]).toMatch(/is not Offer/);
  });

  it('refuses breadcrumbs out of order or without their links, and an unknown type', () => {
    const list = breadcrumbListJsonLd([
      { name: 'Туры', url: 'https://poletim.ru/tours' },
      { name: 'Отель', url: 'https://poletim.ru/tours/hotels/7' },
    ]);
    const [first, second] = list.itemListElement as Record<string, unknown>[];
    expect(checkThing({ ...list, itemListElement: [second, first] })).toContain('$.itemListElement[0]: position 2, not 1');
    expect(checkThing({ ...list, itemListElement: [{ ...first, item: undefined }, second] })).toEqual(['$.itemListElement[0]: lacks "item"']);
    expect(checkThing({ '@type': 'Hotell', name: 'x' })[0]).toMatch(/not a schema.org type/);
  });
});
