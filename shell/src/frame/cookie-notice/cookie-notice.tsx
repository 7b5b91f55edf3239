import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { Button, COOKIE_NOTICE_LAYER, fullscreenMenuCountAtom, linkTo } from 'shared';
import { hasCookieConsent, storeCookieConsent } from './cookie-consent';
import styles from './cookie-notice.module.css';

/**
 * Shown until consent is stored (product rules §2, §4), at layer 1001 (product rules §9). A full-screen menu
 * (the phone menu, a picker) sits lower, so the notice steps aside while one is open rather than cover it.
 */
export function CookieNotice() {
  // the page server knows no consent: a server-rendered page carries the notice, which the static CSS
  // hides where the early script found consent (shell/src/boot/static-frame.css), and hydration removes
  const consented = useSyncExternalStore(ignoreChanges, hasCookieConsent, () => false);
  const [dismissed, setDismissed] = useState(false);
  const visible = !consented && !dismissed;
  const menuOpen = useAtomValue(fullscreenMenuCountAtom) > 0;
  const noticeRef = useRef<HTMLElement>(null);
  useReservedSpace(noticeRef, visible && !menuOpen);
  if (!visible) return null;
  return (
    <section
      ref={noticeRef}
      hidden={menuOpen}
      data-cookie-notice
      className={styles.notice}
      style={{ zIndex: COOKIE_NOTICE_LAYER }}
      aria-label="Уведомление об использовании cookie"
    >
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
          setDismissed(true);
        }}
      >
        ОК
      </Button>
    </section>
  );
}

/** Consent is stored by this notice only, which then hides itself. */
const ignoreChanges = () => () => undefined;

/** The focus ring is drawn outside the focused element: it too stays clear of the notice. */
const FOCUS_RING_ROOM_PX = 8;

/**
 * Keeps focus from going under the notice (WCAG 2.2 "Focus Not Obscured"): the band it covers at the bottom
 * of the viewport becomes the document's scroll padding, so the browser scrolls a focused element above it.
 * Where the notice is fixed rather than at the end of the frame (wider than phones), the page also gets as
 * much room at its end, so its last controls can be scrolled above it too.
 */
function useReservedSpace(noticeRef: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const notice = noticeRef.current;
    if (!shown || !notice) return;
    const { documentElement: root, body } = document;
    const reserve = () => {
      const style = getComputedStyle(notice);
      const band = `${Math.ceil(notice.getBoundingClientRect().height + (parseFloat(style.bottom) || 0)) + FOCUS_RING_ROOM_PX}px`;
      root.style.scrollPaddingBottom = band;
      body.style.paddingBottom = style.position === 'fixed' ? band : '';
    };
    reserve();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    observer?.observe(notice);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = '';
      body.style.paddingBottom = '';
    };
  }, [noticeRef, shown]);
}
