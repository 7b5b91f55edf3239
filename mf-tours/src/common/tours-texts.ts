import { linkTo, PAGE_NOT_FOUND_MESSAGE, type FailureWording } from 'shared';
import { type NotFoundViewProps } from 'shared/resource-page';

/** The Russian texts of the tours area shared by its pages, in one place. */
export const TOURS_TEXTS = {
  notFound: PAGE_NOT_FOUND_MESSAGE,
  notFoundHint: 'Возможно, отель больше не продаётся или ссылка неверна.',
  toSearch: 'Перейти к поиску туров',
  priceFrom: 'от',
  notOnSale: 'Сейчас не продаётся',
  chosenTourToKeep: 'Тур выбран. Чтобы вернуться к нему позже, добавьте его в избранное.',
  chosenTourKept: 'Тур выбран. Он уже в избранном: к нему можно вернуться позже.',
} as const;

/** Browser tab titles (the site name follows after a dash). */
export const TOURS_TITLES = {
  search: 'Поиск туров',
  wishlist: 'Избранные туры',
  hotel: (name: string) => `${name}: туры и цены`,
} as const;

/** The tours pages' words for failures the API cannot explain itself (shared `failureMessage`). */
export const TOURS_FAILURE_WORDING: FailureWording = {
  network: 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
  server: 'Сервер временно недоступен. Попробуйте ещё раз.',
  badResponse: 'Сервер прислал ответ в неожиданном виде. Попробуйте ещё раз.',
};

/** The not-found view of a hotel the server does not know. */
export const HOTEL_NOT_FOUND: NotFoundViewProps = { hint: TOURS_TEXTS.notFoundHint, link: { to: linkTo('tours'), label: TOURS_TEXTS.toSearch } };
