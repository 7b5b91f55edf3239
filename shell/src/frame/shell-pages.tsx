import type { ComponentType } from 'react';
import type { RouteName } from 'shared';

// Placeholder pages for the routes the shell owns itself (/login, /reset-password);
// the shell-frame issue replaces them with the real forms.
function LoginPlaceholder() {
  return <section data-route="login"><h1>Вход</h1></section>;
}

function ResetPasswordPlaceholder() {
  return <section data-route="resetPassword"><h1>Новый пароль</h1></section>;
}

export const shellPages: Partial<Record<RouteName, ComponentType>> = {
  login: LoginPlaceholder,
  resetPassword: ResetPasswordPlaceholder,
};
