import { Link } from 'react-router-dom';
import { linkTo } from 'shared';
import { partnerUrl } from '../brand/partner-links';
import styles from './header.module.css';

/** The top-bar links of product rules §1: flights at home, hotels and tours at partner sites in a new tab. */
export function NavLinks() {
  return (
    <ul className={styles.navList}>
      <li>
        <Link className={styles.navLink} to={linkTo('index')}>
          Авиабилеты
        </Link>
      </li>
      <li>
        <a className={styles.navLink} href={partnerUrl('hotels')} target="_blank" rel="noopener noreferrer">
          Отели
        </a>
      </li>
      <li>
        <a className={styles.navLink} href={partnerUrl('tours')} target="_blank" rel="noopener noreferrer">
          Туры от Библио Глобус
        </a>
      </li>
    </ul>
  );
}
