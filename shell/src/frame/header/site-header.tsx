import { Link } from 'react-router-dom';
import { Icon, linkTo, usePhoneLayout } from 'shared';
import { useBrandMirror } from 'shared';
import styles from './header.module.css';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { ProfileEntry } from './profile-entry';

export function SiteHeader() {
  const isMobile = usePhoneLayout();
  const brand = useBrandMirror();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link className={styles.logo} to={linkTo('index')} aria-label={`${brand.capitalisedHostName} — на главную`}>
          <Icon name="plane" size="xl" />
          <span>{brand.capitalisedHostName}</span>
        </Link>
        {isMobile ? (
          <MobileMenu />
        ) : (
          <>
            <nav className={styles.nav} aria-label="Основное меню">
              <NavLinks />
            </nav>
            <ProfileEntry ordersRoute="profileOrdersList" />
          </>
        )}
      </div>
    </header>
  );
}
