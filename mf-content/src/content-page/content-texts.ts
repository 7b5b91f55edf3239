import { linkTo, type FailureWording } from 'shared';
import { type NotFoundViewProps } from 'shared/resource-page';

/** The Russian texts of the content pages, in one place. */
export const CONTENT_TEXTS = {
  loading: 'Загружаем страницу…',
  tableLabel: 'Таблица',
} as const;

/** What a person reads when the page could not be loaded (shared `failureMessage`); each offers 'Повторить'. */
export const CONTENT_FAILURE_WORDING: FailureWording = {
  network: 'Не удалось загрузить страницу: нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
  server: 'Не удалось загрузить страницу: сервер временно недоступен. Попробуйте ещё раз.',
  badResponse: 'Не удалось показать страницу: сервер прислал её в неожиданном виде. Попробуйте ещё раз.',
};

/** The not-found view of product rules §2 "Not-found view". */
export const CONTENT_NOT_FOUND: NotFoundViewProps = {
  hint: 'Возможно, она была удалена или вы перешли по неверной ссылке.',
  link: { to: linkTo('index'), label: 'Перейти на главную' },
};
