import { ProfilePage } from '../profile-page';
import { OrdersList } from '../orders/orders-list';

export default function Route() {
  return (
    <ProfilePage>
      <OrdersList />
    </ProfilePage>
  );
}
