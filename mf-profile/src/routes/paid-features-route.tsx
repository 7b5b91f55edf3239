import { ProfilePage } from '../profile-page';
import { PaidFeaturesPage } from '../paid-features/paid-features-page';

export default function Route() {
  return (
    <ProfilePage>
      <PaidFeaturesPage />
    </ProfilePage>
  );
}
