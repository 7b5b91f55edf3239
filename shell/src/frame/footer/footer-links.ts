import { linkTo, type RouteName } from 'shared';

/** The seven footer links of product rules §2, exact texts, to their named routes. */
export const FOOTER_LINKS: ReadonlyArray<{ text: string; route: RouteName; href: string }> = [
  { text: 'О проекте', route: 'pageAbout', href: linkTo('pageAbout') },
  { text: 'Пользовательское соглашение', route: 'pageAgreement', href: linkTo('pageAgreement') },
  { text: 'Политика конфиденциальности', route: 'pagePolicy', href: linkTo('pagePolicy') },
  { text: 'База знаний', route: 'pageWiki', href: linkTo('pageWiki') },
  { text: 'Информация об оплате', route: 'pagePayment', href: linkTo('pagePayment') },
  { text: 'Помощь', route: 'pageHelp', href: linkTo('pageHelp') },
  { text: 'Тарифы на дополнительные услуги', route: 'pageFeatureTariffs', href: linkTo('pageFeatureTariffs') },
];
