// `shared/head-builders`: what the areas build their pages' heads with (docs/architecture.md#page-heads):
// schema.org objects (Hotel with its offers, BreadcrumbList, Organization, WebSite) and the start of a
// text for a description. Bundled only by the pages that use them, never loaded with the `shared` singleton.
export { breadcrumbListJsonLd, hotelJsonLd, organizationJsonLd, webSiteJsonLd, type BreadcrumbStep, type HotelJsonLdInput } from '../page-head/json-ld';
export { textStart } from '../page-head/text-start';
