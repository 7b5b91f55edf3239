import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Icon, trapTab, useFullscreenMenu } from 'shared';
import styles from './header.module.css';
import { NavLinks } from './nav-links';
import { ProfileEntry } from './profile-entry';

/**
 * Small screens: a menu button toggles a dropdown of the same links plus the profile or login entry (product rules §2), closed
 * on login, navigation and Escape. Open, it is a full-screen menu: the body gets 'fullscreen-opened', the page stops scrolling,
 * and Tab cycles through the button and the menu, since the page under it is covered.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const menuWithButton = useRef<HTMLDivElement>(null);
  /** Closing from inside the menu puts focus back on the menu button (and a modal opened next returns it there). */
  const closeToButton = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const { pathname } = useLocation();
  useFullscreenMenu(open);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeToButton();
      else if (menuWithButton.current) trapTab(event, menuWithButton.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div ref={menuWithButton} className={styles.menu}>
      <button
        ref={toggle}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? 'Закрыть меню' : 'Открыть меню'}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <Icon name={open ? 'close' : 'menu'} size="xl" />
      </button>
      <div id={menuId} className={styles.dropdown} hidden={!open}>
        {open && (
          <nav aria-label="Меню сайта">
            <NavLinks />
            <ProfileEntry ordersRoute="profileMain" onChoose={closeToButton} />
          </nav>
        )}
      </div>
    </div>
  );
}
