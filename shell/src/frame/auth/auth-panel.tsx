import { LoginForm } from './login-form';
import { RecoveryForm } from './recovery-form';
import { SignUpForm } from './sign-up-form';

import type { AuthView } from './auth-view';

export { AUTH_VIEW_TITLES, type AuthView } from './auth-view';

export interface AuthPanelProps {
  view: AuthView;
  /** Filled into the sign-up form's e-mail (an area inviting a guest to register). */
  email?: string;
  onViewChange: (view: AuthView) => void;
  onLoggedIn: () => void | Promise<void>;
  onSignedUp: () => void;
}

/** The forms of the auth modal, also shown on the /login page. */
export function AuthPanel({ view, email = '', onViewChange, onLoggedIn, onSignedUp }: AuthPanelProps) {
  if (view === 'recovery') return <RecoveryForm onBack={() => onViewChange('login')} />;
  if (view === 'signUp') return <SignUpForm email={email} onSignedUp={onSignedUp} onLogin={() => onViewChange('login')} />;
  return <LoginForm onLoggedIn={onLoggedIn} onForgotPassword={() => onViewChange('recovery')} onSignUp={() => onViewChange('signUp')} />;
}
