import { PAGE_NOT_FOUND_MESSAGE } from 'shared';

/** The Russian texts of the tours area shared by its pages, in one place. */
export const TOURS_TEXTS = {
  notFound: PAGE_NOT_FOUND_MESSAGE,
  notFoundHint: 'Возможно, отель больше не продаётся или ссылка неверна.',
  toSearch: 'Перейти к поиску туров',
  retry: 'Повторить',
  networkError: 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
  serverError: 'Сервер временно недоступен. Попробуйте ещё раз.',
  badResponse: 'Сервер прислал ответ в неожиданном виде. Попробуйте ещё раз.',
  buildLabel: 'Сборка',
  opensInNewTab: '(откроется в новой вкладке)',
  priceFrom: 'от',
  notOnSale: 'Сейчас не продаётся',
} as const;

/** Browser tab titles (the site name follows after a dash). */
export const TOURS_TITLES = {
  search: 'Поиск туров',
  wishlist: 'Избранные туры',
  hotel: (name: string) => `${name}: туры и цены`,
} as const;
