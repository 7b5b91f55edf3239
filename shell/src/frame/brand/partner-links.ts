import { PARTNER_LINKS, PRODUCT_NAME } from 'shared';

/** A partner site URL with the campaign parameters of product rules §1 (utm_campaign=navbar, utm_source=product). */
export function partnerUrl(partner: keyof typeof PARTNER_LINKS): string {
  const url = new URL(PARTNER_LINKS[partner]);
  url.searchParams.set('utm_campaign', 'navbar');
  url.searchParams.set('utm_source', PRODUCT_NAME);
  return url.toString();
}
