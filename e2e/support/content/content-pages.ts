import { contentPages } from '../../../tooling/route-table.mjs';

/**
 * The nine info pages of product rules §2 (path and API slug from the route table), with the footer
 * link text where the footer links to the page (product rules §2 "Footer"), written out here because
 * e2e tests what a visitor reads.
 */
export interface ContentPageEntry {
  routeName: string;
  path: string;
  slug: string;
  footerLink?: string;
}

const FOOTER_LINKS: Readonly<Record<string, string>> = {
  pageAbout: 'О проекте',
  pageWiki: 'База знаний',
  pagePayment: 'Информация об оплате',
  pagePolicy: 'Политика конфиденциальности',
  pageAgreement: 'Пользовательское соглашение',
  pageHelp: 'Помощь',
  pageFeatureTariffs: 'Тарифы на дополнительные услуги',
};

export const CONTENT_PAGES: readonly ContentPageEntry[] = contentPages().map((page) => ({ ...page, footerLink: FOOTER_LINKS[page.routeName] }));

export function contentPage(routeName: string): ContentPageEntry {
  const entry = CONTENT_PAGES.find((candidate) => candidate.routeName === routeName);
  if (!entry) throw new Error(`no content page ${routeName}`);
  return entry;
}
