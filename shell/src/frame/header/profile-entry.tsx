import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { isAuthorisedAtom, isProfileLoadingAtom, linkTo, logoutAtom, openAuthModalAtom, sessionCheckFailureAtom, Spinner } from 'shared';
import { preloadAuthForms } from '../auth/auth-modal';
import styles from './header.module.css';

export interface ProfileEntryProps {
  /** Product rules §2: desktop goes to the orders list, mobile to the profile main page. */
  ordersRoute: 'profileOrdersList' | 'profileMain';
  /** Called when the person picks an entry (the mobile menu closes itself). */
  onChoose?: () => void;
}

/**
 * Spinner while the profile loads, 'Мои Заказы' for a user (and for a kept token the server could not
 * check: an outage is not a sign-out, the profile then offers 'Повторить'), otherwise 'Вход и регистрация'.
 */
export function ProfileEntry({ ordersRoute, onChoose }: ProfileEntryProps) {
  const loading = useAtomValue(isProfileLoadingAtom);
  const authorised = useAtomValue(isAuthorisedAtom);
  const checkFailed = useAtomValue(sessionCheckFailureAtom) !== null;
  const openAuthModal = useSetAtom(openAuthModalAtom);
  const logout = useSetAtom(logoutAtom);

  if (loading) {
    return (
      <div className={styles.profile}>
        <Spinner label="Загружаем профиль" />
      </div>
    );
  }
  if (authorised || checkFailed) {
    return (
      <div className={styles.profile}>
        <Link className={styles.entry} to={linkTo(ordersRoute)} onClick={onChoose}>
          Мои Заказы
        </Link>
        <button
          type="button"
          className={styles.logout}
          onClick={() => {
            logout();
            onChoose?.();
          }}
        >
          Выйти
        </button>
      </div>
    );
  }
  return (
    <div className={styles.profile}>
      <button
        type="button"
        className={styles.entry}
        // intent to log in: fetch the forms now so the modal opens with them
        onPointerEnter={preloadAuthForms}
        onFocus={preloadAuthForms}
        onClick={() => {
          onChoose?.();
          openAuthModal({ mode: 'login' });
        }}
      >
        Вход и регистрация
      </button>
    </div>
  );
}
