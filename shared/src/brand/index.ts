export { brandMirrorFor, PageHostContext, useBrandMirror } from './brand-mirror';
export { BRAND_MIRRORS, CONTACTS, LEGAL_DETAILS, PARTNER_BRAND_MARKER, PARTNER_LINKS, PRODUCT_NAME, type BrandMirror } from './site-config';
