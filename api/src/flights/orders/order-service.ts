import { errors } from '../../http/http-error.js';
import type { FlightsContext } from '../flights-context.js';
import { releaseSeats } from './order-expiry.js';
import { orderView } from './order-view.js';
import { findOrder, orderPassengers, orderPayments, passengersOfOrders, paymentsOfOrders, type OrderRow } from './order-store.js';

export const ORDER_NOT_FOUND = 'Заказ не найден';

/** The order as the API shows it; `full` shows whole document numbers (its owner, or right after booking). */
export async function loadOrderView(ctx: FlightsContext, order: OrderRow, full: boolean) {
  const [passengers, payments] = await Promise.all([orderPassengers(ctx.db, order.uuid), orderPayments(ctx.db, order.uuid)]);
  return orderView(order, passengers, payments, full);
}

/**
 * The views of a page of orders with two queries in all, not two per order: the profile list's
 * first page is budgeted (mf-profile/README.md), and per-order reads made it most of that time.
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
    const { rows } = await tx.query<{ uuid: string }>(
      `UPDATE flight_orders SET status = 'CANCELLED', closed_at = now() WHERE uuid = $1 AND status = 'BOOKED' RETURNING uuid`,
      [uuid],
    );
    if (rows.length === 0) throw errors.conflict('Отменить можно только неоплаченный заказ');
    await releaseSeats(tx, [uuid]);
    await tx.query(`UPDATE payments SET status = 'CANCELLED' WHERE order_uuid = $1 AND status = 'PENDING'`, [uuid]);
    await tx.query(
      `UPDATE payment_attempts SET status = 'EXPIRED', finished_at = now()
       WHERE status = 'PENDING' AND payment_uuid IN (SELECT uuid FROM payments WHERE order_uuid = $1)`,
      [uuid],
    );
  });
}
