/**
 * The nine info pages of product rules §2: path, API slug, and the footer link text where the footer links
 * to the page (product rules §2 "Footer"). Written out here because e2e tests the deployed site, not our code.
 */
export interface ContentPageEntry {
  routeName: string;
  path: string;
  slug: string;
  footerLink?: string;
}

export const CONTENT_PAGES: readonly ContentPageEntry[] = [
  { routeName: 'pageThailand', path: '/pages/thailand', slug: 'thailand' },
  { routeName: 'pageAbout', path: '/about', slug: 'about', footerLink: 'О проекте' },
  { routeName: 'pageWiki', path: '/wiki', slug: 'wiki', footerLink: 'База знаний' },
  { routeName: 'pagePayment', path: '/payment', slug: 'payment', footerLink: 'Информация об оплате' },
  { routeName: 'pagePolicy', path: '/policy', slug: 'policy', footerLink: 'Политика конфиденциальности' },
  { routeName: 'pagePolicy1', path: '/policy1', slug: 'policy1' },
  { routeName: 'pageAgreement', path: '/agreement', slug: 'agreement', footerLink: 'Пользовательское соглашение' },
  { routeName: 'pageHelp', path: '/help', slug: 'help', footerLink: 'Помощь' },
  { routeName: 'pageFeatureTariffs', path: '/feature-tariffs', slug: 'feature-tariffs', footerLink: 'Тарифы на дополнительные услуги' },
];

export function contentPage(routeName: string): ContentPageEntry {
  const entry = CONTENT_PAGES.find((candidate) => candidate.routeName === routeName);
  if (!entry) throw new Error(`no content page ${routeName}`);
  return entry;
}
