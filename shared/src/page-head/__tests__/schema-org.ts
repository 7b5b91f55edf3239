// A checker of JSON-LD against schema.org's definitions of the types the pages claim, written from
// https://schema.org/<Type> (its "Properties from …" tables: which type a property belongs to and the
// types its values are expected to be) and, for what a type must carry, from the structured data
// guidelines of search engines (Google's Hotel/LocalBusiness, Breadcrumb and Organization pages).
// Test code only: no page ships it.

type ValueType = 'Text' | 'URL' | 'Number' | 'Integer' | SchemaType;
type SchemaType =
  | 'Thing'
  | 'Organization'
  | 'Place'
  | 'LocalBusiness'
  | 'LodgingBusiness'
  | 'Hotel'
  | 'Intangible'
  | 'Offer'
  | 'AggregateOffer'
  | 'StructuredValue'
  | 'ContactPoint'
  | 'PostalAddress'
  | 'GeoCoordinates'
  | 'Rating'
  | 'ItemList'
  | 'BreadcrumbList'
  | 'ListItem'
  | 'CreativeWork'
  | 'MediaObject'
  | 'ImageObject'
  | 'WebSite';

/** Each type's direct supertypes (schema.org's "Thing > … > Type" lines; LocalBusiness has two). */
const SUPERTYPES: Record<SchemaType, SchemaType[]> = {
  Thing: [],
  Organization: ['Thing'],
  Place: ['Thing'],
  LocalBusiness: ['Organization', 'Place'],
  LodgingBusiness: ['LocalBusiness'],
  Hotel: ['LodgingBusiness'],
  Intangible: ['Thing'],
  Offer: ['Intangible'],
  AggregateOffer: ['Offer'],
  StructuredValue: ['Intangible'],
  ContactPoint: ['StructuredValue'],
  PostalAddress: ['ContactPoint'],
  GeoCoordinates: ['StructuredValue'],
  Rating: ['Intangible'],
  ItemList: ['Intangible'],
  BreadcrumbList: ['ItemList'],
  ListItem: ['Intangible'],
  CreativeWork: ['Thing'],
  MediaObject: ['CreativeWork'],
  ImageObject: ['MediaObject'],
  WebSite: ['CreativeWork'],
};

/** The properties each type defines itself, with their expected value types (a subset of schema.org's, the ones we may use). */
const PROPERTIES: Partial<Record<SchemaType, Record<string, ValueType[]>>> = {
  Thing: { name: ['Text'], description: ['Text'], url: ['URL'], image: ['URL', 'ImageObject'], sameAs: ['URL'], alternateName: ['Text'] },
  Organization: {
    legalName: ['Text'],
    email: ['Text'],
    telephone: ['Text'],
    address: ['PostalAddress', 'Text'],
    taxID: ['Text'],
    logo: ['URL', 'ImageObject'],
    makesOffer: ['Offer'],
    contactPoint: ['ContactPoint'],
  },
  Place: { address: ['PostalAddress', 'Text'], geo: ['GeoCoordinates'], telephone: ['Text'], latitude: ['Number', 'Text'], longitude: ['Number', 'Text'] },
  LocalBusiness: { priceRange: ['Text'], currenciesAccepted: ['Text'], openingHours: ['Text'] },
  LodgingBusiness: { starRating: ['Rating'], checkinTime: ['Text'], checkoutTime: ['Text'], numberOfRooms: ['Number'] },
  Offer: { price: ['Number', 'Text'], priceCurrency: ['Text'], availability: ['URL'], url: ['URL'], itemOffered: ['Thing'] },
  AggregateOffer: { lowPrice: ['Number', 'Text'], highPrice: ['Number', 'Text'], offerCount: ['Integer'], offers: ['Offer'] },
  ContactPoint: { email: ['Text'], telephone: ['Text'], contactType: ['Text'] },
  PostalAddress: { streetAddress: ['Text'], addressLocality: ['Text'], addressRegion: ['Text'], postalCode: ['Text'], addressCountry: ['Text'] },
  GeoCoordinates: { latitude: ['Number', 'Text'], longitude: ['Number', 'Text'] },
  Rating: { ratingValue: ['Number', 'Text'], bestRating: ['Number', 'Text'], worstRating: ['Number', 'Text'] },
  ItemList: { itemListElement: ['ListItem', 'Thing', 'Text'], numberOfItems: ['Integer'] },
  ListItem: { position: ['Integer', 'Text'], item: ['Thing', 'URL'] },
  CreativeWork: { inLanguage: ['Text'], publisher: ['Organization'], headline: ['Text'] },
  MediaObject: { contentUrl: ['URL'] },
};

/** What a thing of the type must carry to mean anything to a reader of it (inherited down the types). */
const REQUIRED: Partial<Record<SchemaType, string[]>> = {
  Organization: ['name'],
  LocalBusiness: ['address'],
  Offer: [],
  AggregateOffer: ['lowPrice', 'priceCurrency'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  WebSite: ['name', 'url'],
  Rating: ['ratingValue'],
  GeoCoordinates: ['latitude', 'longitude'],
};

const isSchemaType = (name: unknown): name is SchemaType => typeof name === 'string' && name in SUPERTYPES;

/** The type and all its supertypes. */
function lineage(type: SchemaType): SchemaType[] {
  return [type, ...SUPERTYPES[type].flatMap(lineage)];
}

function fitsValueType(value: unknown, expected: ValueType, where: string, problems: string[]): boolean {
  switch (expected) {
    case 'Text':
      return typeof value === 'string' && value.trim() !== '';
    case 'URL':
      return typeof value === 'string' && /^https?:\/\/[^\s/]+/.test(value) && URL.canParse(value);
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'Integer':
      return typeof value === 'number' && Number.isInteger(value);
    default: {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      const type = (value as Record<string, unknown>)['@type'];
      if (!isSchemaType(type) || !lineage(type).includes(expected)) return false;
      problems.push(...checkThing(value as Record<string, unknown>, where));
      return true;
    }
  }
}

/** Every way `thing` departs from schema.org, as readable lines; none when it conforms. */
export function checkThing(thing: Record<string, unknown>, where = '$'): string[] {
  const problems: string[] = [];
  const type = thing['@type'];
  if (!isSchemaType(type)) return [`${where}: "@type" ${JSON.stringify(type)} is not a schema.org type this checker knows`];
  const types = lineage(type);
  for (const required of types.flatMap((t) => REQUIRED[t] ?? [])) {
    if (thing[required] === undefined) problems.push(`${where} (${type}): lacks "${required}"`);
  }
  if (types.includes('Offer') && thing.price === undefined && thing.lowPrice === undefined) problems.push(`${where} (${type}): names no price`);
  if ((thing.price !== undefined || thing.lowPrice !== undefined) && thing.priceCurrency === undefined)
    problems.push(`${where} (${type}): a price without priceCurrency`);
  for (const [property, value] of Object.entries(thing)) {
    if (property === '@type' || property === '@id' || value === undefined) continue;
    if (property === '@context') {
      if (where !== '$' || value !== 'https://schema.org') problems.push(`${where}: "@context" must be "https://schema.org" at the top only`);
      continue;
    }
    const expected = types.map((t) => PROPERTIES[t]?.[property]).find(Boolean);
    if (!expected) {
      problems.push(`${where} (${type}): "${property}" is not a property of ${type}`);
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0) problems.push(`${where}.${property}: empty list`);
    values.forEach((item, index) => {
      const at = Array.isArray(value) ? `${where}.${property}[${index}]` : `${where}.${property}`;
      const nested: string[] = [];
      if (!expected.some((valueType) => fitsValueType(item, valueType, at, nested)))
        problems.push(`${at}: ${JSON.stringify(item)} is not ${expected.join(' or ')}`);
      problems.push(...nested);
    });
  }
  if (type === 'BreadcrumbList' && Array.isArray(thing.itemListElement)) {
    const items = thing.itemListElement as Record<string, unknown>[];
    items.forEach((item, index) => {
      if (item.position !== index + 1) problems.push(`${where}.itemListElement[${index}]: position ${String(item.position)}, not ${index + 1}`);
      // Every step but the page itself links to its page.
      if (index < items.length - 1 && item.item === undefined) problems.push(`${where}.itemListElement[${index}]: lacks "item"`);
    });
  }
  return problems;
}
