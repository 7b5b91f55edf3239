import type { ComponentType, FunctionComponent, ReactNode } from 'react';
import { ProfileAccess } from './access/profile-access';
import { ProfileLayout } from './layout/profile-layout';

/** Every profile route: the owner only (else the sign-in prompt), inside the profile's layout. */
export function ProfilePage({ children, sectionsOnPhone = false }: { children: ReactNode; sectionsOnPhone?: boolean }) {
  return (
    <ProfileAccess>
      <ProfileLayout sectionsOnPhone={sectionsOnPhone}>{children}</ProfileLayout>
    </ProfileAccess>
  );
}

/** A profile route's component: its page inside ProfilePage. */
export function inProfilePage(Page: ComponentType, sectionsOnPhone = false): FunctionComponent {
  return function ProfileRoute() {
    return (
      <ProfilePage sectionsOnPhone={sectionsOnPhone}>
        <Page />
      </ProfilePage>
    );
  };
}
