import type { ComponentType } from 'react';
import type { RouteName } from 'shared';
import { LoginPage } from './pages/login-page';
import { ResetPasswordPage } from './pages/reset-password-page';

/** The routes the shell renders itself (spec §2 login, resetPassword). */
export const shellPages: Partial<Record<RouteName, ComponentType>> = {
  login: LoginPage,
  resetPassword: ResetPasswordPage,
};
