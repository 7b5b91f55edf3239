import { ProfilePage } from '../profile-page';
import { ProfileMainPage } from '../profile-main/profile-main-page';

export default function Route() {
  return (
    <ProfilePage sectionsOnPhone>
      <ProfileMainPage />
    </ProfilePage>
  );
}
