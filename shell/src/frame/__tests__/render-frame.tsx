import type { ReactNode } from 'react';
import { renderWithRouter } from 'shared/testing';
import { beforeAll } from 'vitest';
import { AppFrame } from '../app-frame';
import { authPanelOnDemand } from '../auth/auth-modal';
import { loadShellPages, shellPages } from '../shell-pages';

// The auth forms and the shell pages load on demand; every file rendering the app fetches them
// first, so its assertions see the forms as a returning visitor (code already fetched) would.
beforeAll(() => Promise.all([authPanelOnDemand.load(), loadShellPages()]));

/** Renders a tree with the shell's own pages beside it, optionally inside the frame, as the shell does. */
export function renderInApp(ui: ReactNode, { path = '/', withFrame = false } = {}) {
  const page = (content: ReactNode) => (withFrame ? <AppFrame>{content}</AppFrame> : content);
  const LoginPage = shellPages.login!;
  const ResetPasswordPage = shellPages.resetPassword!;
  return renderWithRouter(page(ui), {
    path,
    routes: [
      { path: '/login', element: page(<LoginPage />) },
      { path: '/reset-password', element: page(<ResetPasswordPage />) },
    ],
  });
}
