import { PAGE_NOT_FOUND_MESSAGE, RETRY_LABEL } from 'shared';

/** The Russian texts of the content pages, in one place. */
export const CONTENT_TEXTS = {
  /** The not-found view of product rules §2 "Not-found view". */
  notFound: PAGE_NOT_FOUND_MESSAGE,
  notFoundHint: 'Возможно, она была удалена или вы перешли по неверной ссылке.',
  toHome: 'Перейти на главную',
  loading: 'Загружаем страницу…',
  networkError: 'Не удалось загрузить страницу: нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
  serverError: 'Не удалось загрузить страницу: сервер временно недоступен. Попробуйте ещё раз.',
  badResponse: 'Не удалось показать страницу: сервер прислал её в неожиданном виде. Попробуйте ещё раз.',
  retry: RETRY_LABEL,
  tableLabel: 'Таблица',
  /** Before the label of a non-default build (QA, preview), so testers see which build runs. */
  buildLabel: 'Сборка',
  opensInNewTab: '(откроется в новой вкладке)',
} as const;
