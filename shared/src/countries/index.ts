// The countries' contract: the GET /countries answer. No React here.
export * from './country-schemas';
