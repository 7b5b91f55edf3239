import { requestFirstOrdersPageEarly } from '../orders/first-orders-page';
import { ProfilePage } from '../profile-page';
import { ProfileMainPage } from '../profile-main/profile-main-page';

requestFirstOrdersPageEarly();

export default function Route() {
  return (
    <ProfilePage sectionsOnPhone>
      <ProfileMainPage />
    </ProfilePage>
  );
}
