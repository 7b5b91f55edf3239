import { ProfilePage } from '../profile-page';
import { PassengersPage } from '../passengers/passengers-page';

export default function Route() {
  return (
    <ProfilePage>
      <PassengersPage />
    </ProfilePage>
  );
}
