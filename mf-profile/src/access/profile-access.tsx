import { useAtomValue, useSetAtom } from 'jotai';
import { useId, type ReactNode } from 'react';
import { Button, fetchUserAtom, isAuthorisedAtom, isProfileLoadingAtom, openAuthModalAtom, sessionCheckFailureAtom, Spinner, useDocumentTitle } from 'shared';
import { FailureNotice } from 'shared/resource-page';
import { PROFILE_TEXTS } from '../profile-texts';
import styles from './profile-access.module.css';

/**
 * The profile is a signed-in person's only: a spinner while the session loads, 'Повторить' when the server could not be asked
 * (an outage is no sign-out), a sign-in prompt for anyone else, the page for the owner. It reads the shell's session atom, so
 * a logout anywhere brings the prompt back, and a login from it mounts the pages for the person who signed in.
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
