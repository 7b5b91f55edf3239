import { extraServiceTariffs, PER_LABELS, type ExtraServiceTariff } from '../../extra-services/extra-service-tariffs.js';
import type { OrderOption } from 'shared/node';
import type { OrderRow, PaymentRow } from '../orders/order-store.js';

/** How many units of a service an order needs: per passenger and flight, per passenger, or once. */
export function optionQuantity(tariff: ExtraServiceTariff, order: OrderRow): number {
  const p = order.details.passengers;
  const passengers = p.adults + p.children + p.infants;
  const flights = order.details.directions.reduce((sum, d) => sum + d.segments.length, 0);
  if (tariff.per === 'passenger_segment') return passengers * flights;
  if (tariff.per === 'passenger') return passengers;
  return 1;
}

/** Why a service cannot be bought for this order, or null. */
export function optionUnavailableReason(tariff: ExtraServiceTariff, order: OrderRow): string | null {
  if (tariff.code === 'BAGGAGE' && order.details.fare.conditions.checkedBag) return 'Багаж уже включён в тариф';
  if (tariff.code === 'REFUND_GUARANTEE' && order.details.fare.conditions.refund.allowed) return 'Тариф уже допускает возврат';
  if (tariff.code === 'INSURANCE' && !order.details.international) return 'Медицинская страховка нужна только для поездок за границу';
  return null;
}

/** The paid options of an order with prices from the one tariff module (the /feature-tariffs page uses it too). */
export function orderOptions(order: OrderRow, payments: PaymentRow[]): OrderOption[] {
  return extraServiceTariffs.map((tariff) => {
    const quantity = optionQuantity(tariff, order);
    const payment = payments.find((p) => p.purpose === 'OPTION' && p.option_code === tariff.code && p.status !== 'CANCELLED');
    const reason = optionUnavailableReason(tariff, order);
    return {
      code: tariff.code,
      title: tariff.title,
      description: tariff.description,
      unitPrice: tariff.priceRub,
      per: tariff.per,
      perLabel: PER_LABELS[tariff.per],
      quantity,
      price: tariff.priceRub * quantity,
      currency: 'RUB' as const,
      status: payment ? (payment.status === 'PAID' ? 'PAID' : 'PENDING') : reason ? 'UNAVAILABLE' : 'AVAILABLE',
      unavailableReason: payment ? null : reason,
      paymentUuid: payment?.uuid ?? null,
    };
  });
}
