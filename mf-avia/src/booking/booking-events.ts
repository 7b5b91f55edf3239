import { trackEvent } from 'shared';

/** Booking's analytics events, named in Russian like the rest of the area's (common/avia-events.ts). */
export const BOOKING_EVENTS = { orderCreated: 'Заказ авиабилетов создан', bookingFailed: 'Ошибка оформления заказа авиабилетов' } as const;

export const trackOrderCreated = (searchString: string, total: number) =>
  trackEvent(BOOKING_EVENTS.orderCreated, { 'Строка поиска': searchString, Цена: total });
export const trackBookingFailed = (searchString: string, reason: string) =>
  trackEvent(BOOKING_EVENTS.bookingFailed, { 'Строка поиска': searchString, Причина: reason });
