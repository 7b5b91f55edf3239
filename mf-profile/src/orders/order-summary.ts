import { dayjs, formatDate } from 'shared';
import { ORDER_STATUS_LABELS, tripRoute, type FlightOrder } from 'shared/flights';

/** 'Москва — Санкт-Петербург', ' — Москва' when the trip comes back, every city of a multi-city trip. */
export function orderRoute(order: Pick<FlightOrder, 'directions'>): string {
  return tripRoute(order.directions, ' — ');
}

/** The departure dates of each direction: '25.12.2026 – 30.12.2026'. */
export function orderDates(order: Pick<FlightOrder, 'directions'>): string {
  return order.directions.map((direction) => formatDate(direction.departureLocal)).join(' – ');
}

/** 'Иванова Анна, Петров Иван': passengers as their documents name them. */
export function orderPassengerNames(order: Pick<FlightOrder, 'passengers'>): string {
  return order.passengers.map((passenger) => `${passenger.lastName} ${passenger.firstName}`).join(', ');
}

/** Product rules §D order states: the label each state shows. */
export function orderStatusLabel(order: Pick<FlightOrder, 'status'>): string {
  return ORDER_STATUS_LABELS[order.status];
}

/** A booked order can be paid until its deadline (product rules §D: 30 minutes after booking). */
export function isPayable(order: Pick<FlightOrder, 'status' | 'paymentDeadline'>, now = dayjs()): boolean {
  if (order.status !== 'BOOKED') return false;
  return !order.paymentDeadline || dayjs(order.paymentDeadline).isAfter(now);
}

/** A cancelled or expired order is never ticketed: it promises no ticket and has no receipt to print. */
export function isClosed(order: Pick<FlightOrder, 'status'>): boolean {
  return order.status === 'CANCELLED' || order.status === 'EXPIRED';
}

/** Paid extras are sold for paid orders only (product rules §D paid extra options). */
export function canBuyExtras(order: Pick<FlightOrder, 'status'>): boolean {
  return order.status === 'PAID' || order.status === 'TICKETED';
}
