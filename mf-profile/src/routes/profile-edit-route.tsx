import { ProfilePage } from '../profile-page';
import { ProfileEditPage } from '../profile-edit/profile-edit-page';

export default function Route() {
  return (
    <ProfilePage>
      <ProfileEditPage />
    </ProfilePage>
  );
}
