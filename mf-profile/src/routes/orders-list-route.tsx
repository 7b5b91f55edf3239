import { requestFirstOrdersPageEarly } from '../orders/first-orders-page';
import { ProfilePage } from '../profile-page';
import { OrdersList } from '../orders/orders-list';

requestFirstOrdersPageEarly();

export default function Route() {
  return (
    <ProfilePage>
      <OrdersList />
    </ProfilePage>
  );
}
