/**
 * Everything the frame shows that a business person may change: brand mirrors, partner links,
 * contacts and legal details. Product rules §1 leave the values out; these are the site's own.
 * In `shared` because the pages' heads name the brand too (og:site_name, the home page's Organization).
 */

/** The application type {product} (product rules §1): utm_source of the partner links. */
export const PRODUCT_NAME = 'poletim';

/** A page host containing this marker is the partner-brand mirror (product rules §1). */
export const PARTNER_BRAND_MARKER = 'bgoperator';

export interface BrandMirror {
  id: 'main' | 'partner';
  /** Contact e-mail ({email}). */
  email: string;
  hostName: string;
  capitalisedHostName: string;
  homeUrl: string;
}

function mirror(id: BrandMirror['id'], hostName: string, email: string): BrandMirror {
  return {
    id,
    email,
    hostName,
    capitalisedHostName: hostName.charAt(0).toUpperCase() + hostName.slice(1),
    homeUrl: `https://${hostName}/`,
  };
}

export const BRAND_MIRRORS = {
  main: mirror('main', 'poletim.ru', 'help@poletim.ru'),
  partner: mirror('partner', 'avia.bgoperator.ru', 'avia@bgoperator.ru'),
} as const satisfies Record<BrandMirror['id'], BrandMirror>;

/** External partner sites of the top bar, opened in a new tab with utm_campaign=navbar. */
export const PARTNER_LINKS = {
  hotels: 'https://ostrovok.ru/',
  tours: 'https://www.bgoperator.ru/',
} as const;

export const CONTACTS = {
  telegramBot: 'https://t.me/poletim_help_bot',
  whatsApp: 'https://wa.me/74951234567',
} as const;

/** Footer legal block (product rules §1): entity, tax and registration numbers, postal address. */
const POSTAL_ADDRESS = { postalCode: '123112', locality: 'Москва', street: 'Пресненская наб., д. 12, а/я 15', country: 'RU' } as const;

export const LEGAL_DETAILS = {
  entity: 'ООО «Полетим»',
  inn: '7701234567',
  ogrn: '1227700123456',
  /** Its parts, for the Organization of the home page's JSON-LD. */
  postal: POSTAL_ADDRESS,
  postalAddress: `${POSTAL_ADDRESS.postalCode}, г. ${POSTAL_ADDRESS.locality}, ${POSTAL_ADDRESS.street}`,
} as const;
