import { trackEvent } from 'shared';

/**
 * The flights area's analytics events, named in Russian like the spec's events (product rules
 * §1). Names of the area's own: the shared list holds the frame's events only.
 */
export const AVIA_EVENTS = {
  searchStarted: 'Поиск авиабилетов начат',
  searchCompleted: 'Поиск авиабилетов завершён',
  searchFailed: 'Ошибка поиска авиабилетов',
  filterChanged: 'Фильтр результатов изменён',
  fareChosen: 'Тариф выбран',
  offerFailed: 'Не удалось забронировать тариф',
  popularRouteChosen: 'Популярное направление выбрано',
} as const;

const P = {
  route: 'Маршрут',
  searchString: 'Строка поиска',
  results: 'Результатов',
  fare: 'Тариф',
  price: 'Цена',
  sort: 'Сортировка',
  source: 'Источник',
  reason: 'Причина',
} as const;

export const trackSearchStarted = (searchString: string, source: 'форма' | 'ссылка' | 'календарь цен' | 'страница направления') =>
  trackEvent(AVIA_EVENTS.searchStarted, { [P.searchString]: searchString, [P.source]: source });
export const trackSearchCompleted = (searchString: string, results: number) =>
  trackEvent(AVIA_EVENTS.searchCompleted, { [P.searchString]: searchString, [P.results]: results });
export const trackSearchFailed = (searchString: string, reason: string) =>
  trackEvent(AVIA_EVENTS.searchFailed, { [P.searchString]: searchString, [P.reason]: reason });
export const trackFilterChanged = (query: string, sort: string) => trackEvent(AVIA_EVENTS.filterChanged, { Фильтры: query, [P.sort]: sort });
export const trackFareChosen = (searchString: string, fare: string, price: number) =>
  trackEvent(AVIA_EVENTS.fareChosen, { [P.searchString]: searchString, [P.fare]: fare, [P.price]: price });
export const trackOfferFailed = (searchString: string, reason: string) =>
  trackEvent(AVIA_EVENTS.offerFailed, { [P.searchString]: searchString, [P.reason]: reason });
export const trackPopularRoute = (route: string) => trackEvent(AVIA_EVENTS.popularRouteChosen, { [P.route]: route });
