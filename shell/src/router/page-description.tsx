import { useEffect } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { routeNames, routeTable, type RouteName } from 'shared';

/** The default, also written in index.html so crawlers that run no JavaScript get one too. */
export const DEFAULT_PAGE_DESCRIPTION = 'Дешёвые авиабилеты: поиск и покупка билетов на самолёт по России и миру, туры и отели.';

/** Pages with their own description (search engines show it under the link); others get the default. */
export const PAGE_DESCRIPTIONS: Partial<Record<RouteName | 'notFound', string>> = {
  index: DEFAULT_PAGE_DESCRIPTION,
  search: 'Результаты поиска авиабилетов: сравните цены, пересадки и время в пути и выберите лучший вариант.',
  booking: 'Оформление авиабилета: данные пассажиров, тариф и оплата.',
  profileMain: 'Личный кабинет: заказы, пассажиры и настройки профиля.',
  profileOrdersList: 'Мои заказы: купленные авиабилеты, статусы и документы.',
  pageAbout: 'О проекте: кто мы и как продаём авиабилеты.',
  pageAgreement: 'Пользовательское соглашение сервиса покупки авиабилетов.',
  pagePolicy: 'Политика конфиденциальности: как мы обрабатываем персональные данные.',
  pageWiki: 'База знаний: ответы на вопросы о покупке, возврате и обмене авиабилетов.',
  pagePayment: 'Информация об оплате авиабилетов банковской картой и по QR-коду.',
  pageHelp: 'Помощь: как найти, купить, вернуть или обменять авиабилет.',
  pageFeatureTariffs: 'Тарифы на дополнительные услуги при покупке авиабилетов.',
  tours: 'Туры и отели: подбор путёвок с перелётом и проживанием.',
  toursHotel: 'Отель: описание, фотографии, номера и цены.',
  toursWishlist: 'Избранные туры и отели.',
};

function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  return meta;
}

/** The route table's paths, ranked by react-router as the site's routes are; anything else is 'notFound'. */
const describedRoutes = routeNames.map((name) => ({ id: name, path: routeTable[name].path }));

/** Keeps `<meta name="description">` in step with the route being shown. */
export function PageDescription() {
  const location = useLocation();
  const routeId: RouteName | 'notFound' = (matchRoutes(describedRoutes, location)?.at(-1)?.route.id as RouteName | undefined) ?? 'notFound';
  useEffect(() => {
    descriptionMeta().content = (routeId && PAGE_DESCRIPTIONS[routeId]) ?? DEFAULT_PAGE_DESCRIPTION;
  }, [routeId]);
  return null;
}
