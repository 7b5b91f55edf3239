import { LoginForm } from './login-form';
import { RecoveryForm } from './recovery-form';
import { SignUpForm } from './sign-up-form';

/** Login, its recovery sub-mode, and sign-up (spec §2 'Authentication modal'). */
export type AuthView = 'login' | 'recovery' | 'signUp';

export const AUTH_VIEW_TITLES: Record<AuthView, string> = {
  login: 'Вход',
  recovery: 'Восстановление пароля',
  signUp: 'Регистрация',
};

export interface AuthPanelProps {
  view: AuthView;
  onViewChange: (view: AuthView) => void;
  onLoggedIn: () => void | Promise<void>;
  onSignedUp: () => void;
}

/** The forms of the auth modal, also shown on the /login page. */
export function AuthPanel({ view, onViewChange, onLoggedIn, onSignedUp }: AuthPanelProps) {
  if (view === 'recovery') return <RecoveryForm onBack={() => onViewChange('login')} />;
  if (view === 'signUp') return <SignUpForm onSignedUp={onSignedUp} onLogin={() => onViewChange('login')} />;
  return (
    <LoginForm
      onLoggedIn={onLoggedIn}
      onForgotPassword={() => onViewChange('recovery')}
      onSignUp={() => onViewChange('signUp')}
    />
  );
}
