import type { FlightOrder } from 'shared/flights';
import { PAYMENT_TEXTS } from '../payment-texts';

/**
 * The heading of an order that is no longer waiting for payment, the same on the pay and the
 * finished page; null while it is booked, where each page says it in its own words.
 */
export function settledOrderTitle(order: Pick<FlightOrder, 'status'>): string | null {
  switch (order.status) {
    case 'BOOKED':
      return null;
    case 'TICKETED':
      return PAYMENT_TEXTS.finishedTitleTicketed;
    case 'PAID':
      return PAYMENT_TEXTS.finishedTitlePaid;
    case 'CANCELLED':
      return PAYMENT_TEXTS.finishedTitleCancelled;
    case 'EXPIRED':
      return PAYMENT_TEXTS.finishedTitleClosed;
    case 'REFUNDED':
      return PAYMENT_TEXTS.finishedTitleRefunded;
  }
}

/** 'Итого к оплате' only while there is something to pay; a paid order shows what was paid. */
export function totalLabel(order: Pick<FlightOrder, 'status'>): string {
  if (order.status === 'BOOKED') return PAYMENT_TEXTS.total;
  return order.status === 'PAID' || order.status === 'TICKETED' ? PAYMENT_TEXTS.totalPaid : PAYMENT_TEXTS.totalClosed;
}
