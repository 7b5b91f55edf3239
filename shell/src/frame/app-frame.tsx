import type { ReactNode } from 'react';
import { applyDesignTokens, setupDateLocale } from 'shared';
import { SkipLink } from 'shared/skip-link';
import styles from './app-frame.module.css';
import { AuthModal } from './auth/auth-modal';
import { SignUpMailNotice } from './auth/sign-up-mail-notice';
import { CookieNotice } from './cookie-notice/cookie-notice';
import './frame-global.css';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { ModalHost } from './modal-host';
import { useSessionStart } from './session/use-session-start';
import { usePageViewReporting, useTelemetryStart } from './telemetry/use-telemetry';

// Before the first render: tokens on <html> so no area paints with unset variables, and dates
// in Russian with Monday first (product rules §1) for every area.
if (typeof document !== 'undefined') applyDesignTokens(document.documentElement);
setupDateLocale();

/** Page views from a component of their own: the location changes on every results filter click, and a hook in AppFrame re-rendered the frame each time. */
function PageViewReporting() {
  usePageViewReporting();
  return null;
}

/**
 * The frame of every page (product rules §2 'Shared frame'): header, the routed page, footer, auth modal,
 * cookie notice and the container for other modals. Rendered inside the router as the layout.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  useSessionStart();
  useTelemetryStart();
  return (
    <div className={styles.frame}>
      <SkipLink targetId="main">Перейти к содержимому</SkipLink>
      <SiteHeader />
      <SignUpMailNotice />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <CookieNotice />
      <AuthModal />
      <ModalHost />
      <PageViewReporting />
    </div>
  );
}
