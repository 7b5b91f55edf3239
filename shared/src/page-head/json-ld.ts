import type { JsonLdThing } from './page-head';

// schema.org objects for the pages' heads, as JSON-LD: every link absolute (search engines read them apart from the
// page); their types and properties are checked against schema.org's definitions in __tests__/schema-org.ts.

const CONTEXT = 'https://schema.org';

export interface BreadcrumbStep {
  name: string;
  /** Absolute URL of the step's page. */
  url: string;
}

/** BreadcrumbList: the steps from the top down to the page, each a ListItem at its position (1 first). */
export function breadcrumbListJsonLd(steps: readonly BreadcrumbStep[]): JsonLdThing {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  };
}

export interface HotelJsonLdInput {
  name: string;
  description: string;
  /** Absolute URL of the hotel's page. */
  url: string;
  /** Absolute URLs of its photos, the main one first. */
  images: readonly string[];
  streetAddress: string;
  locality: string;
  country: string | null;
  telephone: string;
  stars: number;
  latitude: number;
  longitude: number;
  /** The cheapest tour on sale in roubles, and how many there are; null when none is on sale. */
  offers: { lowPrice: number; count: number; url: string } | null;
}

/**
 * Hotel (a LodgingBusiness): address, stars, position, and what is on sale as an AggregateOffer in roubles under
 * `makesOffer` (schema.org's `offers` belongs to products and events, not businesses).
 */
export function hotelJsonLd(hotel: HotelJsonLdInput): JsonLdThing {
  return {
    '@context': CONTEXT,
    '@type': 'Hotel',
    name: hotel.name,
    description: hotel.description,
    url: hotel.url,
    ...(hotel.images.length > 0 && { image: [...hotel.images] }),
    address: {
      '@type': 'PostalAddress',
      streetAddress: hotel.streetAddress,
      addressLocality: hotel.locality,
      ...(hotel.country && { addressCountry: hotel.country }),
    },
    ...(hotel.telephone && { telephone: hotel.telephone }),
    ...(hotel.stars > 0 && { starRating: { '@type': 'Rating', ratingValue: hotel.stars, bestRating: 5 } }),
    geo: { '@type': 'GeoCoordinates', latitude: hotel.latitude, longitude: hotel.longitude },
    ...(hotel.offers && {
      makesOffer: {
        '@type': 'AggregateOffer',
        lowPrice: hotel.offers.lowPrice,
        priceCurrency: 'RUB',
        offerCount: hotel.offers.count,
        url: hotel.offers.url,
      },
    }),
  };
}

export interface OrganizationJsonLdInput {
  /** The brand ('Poletim.ru'). */
  name: string;
  legalName: string;
  /** Absolute URL of the home page. */
  url: string;
  email: string;
  taxId: string;
  address: { postalCode: string; locality: string; street: string; country: string };
}

/** Organization: who runs the site, with its legal name, INN as taxID and postal address. */
export function organizationJsonLd(organization: OrganizationJsonLdInput): JsonLdThing {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: organization.name,
    legalName: organization.legalName,
    url: organization.url,
    email: organization.email,
    taxID: organization.taxId,
    address: {
      '@type': 'PostalAddress',
      postalCode: organization.address.postalCode,
      addressLocality: organization.address.locality,
      streetAddress: organization.address.street,
      addressCountry: organization.address.country,
    },
  };
}

/** WebSite: the site itself, in Russian, run by the organisation. */
export function webSiteJsonLd(site: { name: string; url: string; publisher: string }): JsonLdThing {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    inLanguage: 'ru',
    publisher: { '@type': 'Organization', name: site.publisher },
  };
}
