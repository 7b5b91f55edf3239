import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Button, COOKIE_NOTICE_LAYER, fullscreenMenuCountAtom, linkTo } from 'shared';
import { hasCookieConsent, storeCookieConsent } from './cookie-consent';
import styles from './cookie-notice.module.css';

/**
 * Shown until consent is stored (product rules §2, §4), at layer 1001 (product rules §9). A full-screen menu
 * (the phone menu, a picker) sits lower, so the notice steps aside while one is open rather than cover it.
 */
export function CookieNotice() {
  const [visible, setVisible] = useState(() => !hasCookieConsent());
  const menuOpen = useAtomValue(fullscreenMenuCountAtom) > 0;
  if (!visible) return null;
  return (
    <section hidden={menuOpen} className={styles.notice} style={{ zIndex: COOKIE_NOTICE_LAYER }} aria-label="Уведомление об использовании cookie">
      <p className={styles.text}>
        Мы используем Cookie, чтобы сайт работал правильно. Продолжая использовать сайт, вы соглашаетесь с{' '}
        <a href={linkTo('pagePolicy')} target="_blank" rel="noopener noreferrer">
          Политикой обработки персональных данных
        </a>
        .
      </p>
      <Button
        onClick={() => {
          storeCookieConsent();
          setVisible(false);
        }}
      >
        ОК
      </Button>
    </section>
  );
}
