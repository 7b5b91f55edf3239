import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { NavLink, Link } from 'react-router-dom';
import { EmailAddress, linkTo, userAtom } from 'shared';
import { PROFILE_TEXTS } from '../profile-texts';
import styles from './profile-layout.module.css';

const SECTIONS = [
  { route: 'profileOrdersList', label: PROFILE_TEXTS.sectionOrders },
  { route: 'profilePassengers', label: PROFILE_TEXTS.sectionPassengers },
  { route: 'profilePriceAlerts', label: PROFILE_TEXTS.sectionPriceAlerts },
  { route: 'profileEdit', label: PROFILE_TEXTS.sectionEdit },
] as const;

/** The sections of the profile, as a menu (desktop side menu, the phone's main page list). */
export function ProfileSections({ className }: { className?: string }) {
  const user = useAtomValue(userAtom);
  return (
    <nav aria-label={PROFILE_TEXTS.sections} className={[styles.sections, className].filter(Boolean).join(' ')}>
      <p className={styles.who} data-session-email>
        {PROFILE_TEXTS.signedInAs} <strong>{user && <EmailAddress email={user.email} />}</strong>
      </p>
      <ul className={styles.sectionList}>
        {SECTIONS.map((section) => (
          <li key={section.route}>
            <NavLink
              to={linkTo(section.route)}
              // the orders section stays current inside one order too
              end={section.route !== 'profileOrdersList'}
              className={({ isActive }) => [styles.sectionLink, isActive ? styles.current : ''].join(' ')}
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Desktop: the side menu beside the page. Phone: the page alone with a link back to the main
 * profile page, which lists the sections above the orders (product rules §2, `profileMain`).
 */
export function ProfileLayout({ children, sectionsOnPhone = false }: { children: ReactNode; sectionsOnPhone?: boolean }) {
  return (
    <div className={styles.layout} data-area="profile">
      <ProfileSections className={sectionsOnPhone ? styles.sectionsAlways : styles.sectionsDesktop} />
      <div className={styles.content}>
        {!sectionsOnPhone && (
          <p className={styles.phoneBack}>
            <Link to={linkTo('profileMain')}>← {PROFILE_TEXTS.areaTitle}</Link>
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
