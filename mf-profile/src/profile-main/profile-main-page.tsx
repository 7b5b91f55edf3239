import { OrdersList } from '../orders/orders-list';

/**
 * `profileMain`: the orders. The layout puts the sections beside them on desktop and above them
 * on phones (product rules §2: the header's 'Мои Заказы' leads here on mobile).
 */
export function ProfileMainPage() {
  return <OrdersList />;
}
