import { ProfilePage } from '../profile-page';
import { OrderViewPage } from '../order-view/order-view-page';

export default function Route() {
  return (
    <ProfilePage>
      <OrderViewPage />
    </ProfilePage>
  );
}
