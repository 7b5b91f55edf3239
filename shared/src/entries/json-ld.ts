// `shared/json-ld`: schema.org objects for the pages' heads (Hotel with its offers, BreadcrumbList,
// Organization, WebSite). Bundled only by the pages that print them, never loaded with the `shared` singleton.
export { breadcrumbListJsonLd, hotelJsonLd, organizationJsonLd, webSiteJsonLd, type BreadcrumbStep, type HotelJsonLdInput } from '../page-head/json-ld';
