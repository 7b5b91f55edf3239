import { useAtomValue, useSetAtom } from 'jotai';
import { useId, type ReactNode } from 'react';
import { Button, fetchUserAtom, isAuthorisedAtom, isProfileLoadingAtom, openAuthModalAtom, sessionCheckFailureAtom, Spinner, useDocumentTitle } from 'shared';
import { FailureNotice } from 'shared/resource-page';
import { PROFILE_TEXTS } from '../profile-texts';
import styles from './profile-access.module.css';

/**
 * The profile belongs to a signed-in person only: a spinner while the session loads, the site's
 * failure state with 'Повторить' when the server could not be asked (an outage is not a sign-out),
 * a prompt to sign in for anyone else, the page for the owner. Logging out anywhere brings the prompt back,
 * because the page reads the same session atom the shell writes. A login from the prompt needs no
 * callback: the pages mount for the person who signed in and load their data then, once.
 */
export function ProfileAccess({ children }: { children: ReactNode }) {
  const loading = useAtomValue(isProfileLoadingAtom);
  const authorised = useAtomValue(isAuthorisedAtom);
  const checkFailure = useAtomValue(sessionCheckFailureAtom);

  // a reload of a signed-in user (after saving the profile) keeps the page and what it shows
  if (loading && !authorised) {
    return (
      <p role="status" className={styles.loading}>
        <Spinner size="sm" decorative />
        {PROFILE_TEXTS.loadingProfile}
      </p>
    );
  }
  if (!authorised && checkFailure) return <SessionCheckFailed message={checkFailure} />;
  if (!authorised) return <SignInPrompt />;
  return <>{children}</>;
}

function SignInPrompt() {
  const openAuthModal = useSetAtom(openAuthModalAtom);
  useDocumentTitle(PROFILE_TEXTS.areaTitle);
  const titleId = useId();
  return (
    <section className={styles.prompt} aria-labelledby={titleId} data-profile-prompt>
      <h1 id={titleId} className={styles.title}>
        {PROFILE_TEXTS.promptTitle}
      </h1>
      <p className={styles.text}>{PROFILE_TEXTS.promptText}</p>
      <Button onClick={() => openAuthModal({ mode: 'login' })}>{PROFILE_TEXTS.promptButton}</Button>
    </section>
  );
}

function SessionCheckFailed({ message }: { message: string }) {
  const fetchUser = useSetAtom(fetchUserAtom);
  useDocumentTitle(PROFILE_TEXTS.areaTitle);
  return <FailureNotice message={message} onRetry={() => void fetchUser()} />;
}
