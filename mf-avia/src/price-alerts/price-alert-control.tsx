import { useAtomValue } from 'jotai';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AlertText, Button, isApiError, isAuthorisedAtom, isProfileLoadingAtom, linkTo, userAtom } from 'shared';
import { useAction } from 'shared/idempotent-action';
import { FailureNotice, useApiResource } from 'shared/resource-page';
import { createPriceAlert, findPriceAlert, getPriceAlertState, type PriceAlertStatus } from 'shared/price-alerts';
import { PRICE_ALERT_TEXTS } from './price-alert-texts';
import { forgetWatchToken, rememberWatchToken, watchTokenOf } from './watch-tokens';
import styles from './price-alert.module.css';

const PriceAlertEmailForm = lazy(() => import('./price-alert-email-form'));

/** What the control shows: no subscription (the button) or the state of the one there is. */
type Watch = { status: 'none' } | { status: Exclude<PriceAlertStatus, 'ended'> };
const NONE: Watch = { status: 'none' };

/** An ended subscription is as good as none: the traveller may follow the search again. */
const watchOf = (status: PriceAlertStatus | undefined): Watch => (status === undefined || status === 'ended' ? NONE : { status });

/**
 * The state of this search's subscription: the account's own when signed in; otherwise the one this
 * browser asked for, read through its watch token (a token the API no longer knows is forgotten).
 */
async function loadWatch(searchString: string, signedIn: boolean, signal: AbortSignal): Promise<Watch> {
  if (signedIn) return watchOf((await findPriceAlert(searchString, signal))?.status);
  const watchToken = watchTokenOf(searchString);
  if (!watchToken) return NONE;
  try {
    const watch = watchOf((await getPriceAlertState(watchToken, signal)).status);
    if (watch.status === 'none') forgetWatchToken(searchString);
    return watch;
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
    forgetWatchToken(searchString);
    return NONE;
  }
}

/**
 * «Следить за ценой» on the results page (§D Price alerts), for exactly this search: a signed-in traveller is subscribed at once, a
 * guest gives an e-mail and confirms it from the mail; later visits of the search show the subscription's state.
 */
export default function PriceAlertControl({ searchString }: { searchString: string }) {
  const signedIn = useAtomValue(isAuthorisedAtom);
  const user = useAtomValue(userAtom);
  const profileLoading = useAtomValue(isProfileLoadingAtom);
  // the person is part of the key: a sign-in or sign-out on this page reads the state again
  const key = profileLoading ? null : `${signedIn ? (user?.id ?? '') : 'anonymous'}/${searchString}`;
  const { state, retry, replace } = useApiResource(key, (signal) => loadWatch(searchString, signedIn, signal));
  const [askingEmail, setAskingEmail] = useState(false);
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const subscribe = useAction(async () => replace(watchOf((await createPriceAlert({ searchString })).status)));
  // The e-mail form closed without subscribing: the button it replaced comes back with focus on it.
  const focusWatchButton = useRef(false);

  if (state.status === 'loading' || state.status === 'notFound') return <div className={styles.control} aria-busy="true" />;
  if (state.status === 'failed') {
    return (
      <div className={styles.control}>
        <FailureNotice message={`${PRICE_ALERT_TEXTS.statusFailed} ${state.message}`} onRetry={retry} />
      </div>
    );
  }

  const watch = state.data;
  if (watch.status === 'none') {
    if (askingEmail && !signedIn) {
      return (
        <div className={styles.control}>
          <Suspense fallback={null}>
            <PriceAlertEmailForm
              searchString={searchString}
              onCancel={() => {
                focusWatchButton.current = true;
                setAskingEmail(false);
              }}
              onPending={(watchToken, email) => {
                rememberWatchToken(searchString, watchToken);
                setMailedTo(email);
                setAskingEmail(false);
                replace({ status: 'pending' });
              }}
            />
          </Suspense>
        </div>
      );
    }
    return (
      <div className={styles.control}>
        <Button
          ref={(button) => {
            if (button && focusWatchButton.current) {
              focusWatchButton.current = false;
              button.focus();
            }
          }}
          variant="secondary"
          busy={subscribe.busy}
          onClick={() => (signedIn ? void subscribe.run() : setAskingEmail(true))}
        >
          {PRICE_ALERT_TEXTS.watch}
        </Button>
        <AlertText className={styles.error} message={subscribe.error} />
      </div>
    );
  }

  const [title, text] =
    watch.status === 'pending'
      ? [PRICE_ALERT_TEXTS.checkMailTitle, mailedTo ? PRICE_ALERT_TEXTS.checkMailText(mailedTo) : PRICE_ALERT_TEXTS.pendingText]
      : watch.status === 'active'
        ? [PRICE_ALERT_TEXTS.activeTitle, PRICE_ALERT_TEXTS.activeText]
        : [PRICE_ALERT_TEXTS.pausedTitle, PRICE_ALERT_TEXTS.pausedText];
  return (
    <div className={styles.control} data-price-alert-status={watch.status}>
      <p className={styles.state} role="status">
        <strong>{title}.</strong> {text}
        {signedIn && (
          <>
            {' '}
            <Link to={linkTo('profilePriceAlerts')} className={styles.link}>
              {PRICE_ALERT_TEXTS.manage}
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
