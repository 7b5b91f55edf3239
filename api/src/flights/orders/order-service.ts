import { errors } from '../../http/http-error.js';
import type { FlightsContext } from '../flights-context.js';
import { closePendingPayments } from '../payments/payment-store.js';
import { orderView } from './order-view.js';
import {
  cancelUnpaidOrder,
  findOrder,
  orderPassengers,
  orderPayments,
  passengersOfOrders,
  paymentsOfOrders,
  releaseSeats,
  type OrderRow,
} from './order-store.js';

export const ORDER_NOT_FOUND = 'Заказ не найден';

/** The order as the API shows it; `full` shows whole document numbers (its owner, or right after booking). */
export async function loadOrderView(ctx: FlightsContext, order: OrderRow, full: boolean) {
  const [passengers, payments] = await Promise.all([orderPassengers(ctx.db, order.uuid), orderPayments(ctx.db, order.uuid)]);
  return orderView(order, passengers, payments, full);
}

/**
 * The views of a page of orders with two queries in all, not two per order: the profile list's
 * first page has a time budget (mf-profile/README.md).
 */
export async function loadOrderViews(ctx: FlightsContext, orders: readonly OrderRow[], full: boolean) {
  const uuids = orders.map((order) => order.uuid);
  const [passengers, payments] = await Promise.all([passengersOfOrders(ctx.db, uuids), paymentsOfOrders(ctx.db, uuids)]);
  return orders.map((order) => orderView(order, passengers.get(order.uuid) ?? [], payments.get(order.uuid) ?? [], full));
}

/** Reads an order after expiring overdue ones, so a late reader sees EXPIRED, not BOOKED. */
export async function requireOrder(ctx: FlightsContext, uuid: string): Promise<OrderRow> {
  let order = await findOrder(ctx.db, uuid);
  if (!order) throw errors.notFound(ORDER_NOT_FOUND);
  if (order.status === 'BOOKED' && new Date(order.payment_deadline).getTime() <= Date.now()) {
    await ctx.sweep(true);
    order = (await findOrder(ctx.db, uuid))!;
  }
  return order;
}

/**
 * An order as its reader may see it: an account's order only by its owner's token, a guest order
 * by whoever holds its link (the uuid). Anyone else gets 404, as if it did not exist
 * (docs/product-rules.md §6, §D Orders).
 */
export async function requireReadableOrder(ctx: FlightsContext, uuid: string, user: { id: string } | null): Promise<OrderRow> {
  const order = await requireOrder(ctx, uuid);
  if (order.user_id !== null && order.user_id !== user?.id) throw errors.notFound(ORDER_NOT_FOUND);
  return order;
}

/** A user's own order; another user's (or a guest's) is 404, never 403, so ids reveal nothing. */
export async function requireOwnOrder(ctx: FlightsContext, uuid: string, userId: string): Promise<OrderRow> {
  const order = await requireOrder(ctx, uuid);
  if (order.user_id !== userId) throw errors.notFound(ORDER_NOT_FOUND);
  return order;
}

/** Cancels an unpaid order and gives its seats back. */
export async function cancelOrder(ctx: FlightsContext, uuid: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await cancelUnpaidOrder(tx, uuid))) throw errors.conflict('Отменить можно только неоплаченный заказ');
    await releaseSeats(tx, [uuid]);
    await closePendingPayments(tx, [uuid]);
  });
}
