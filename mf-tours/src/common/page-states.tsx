import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { linkTo } from 'shared';
import { TOURS_TEXTS } from './tours-texts';
import styles from './common.module.css';

/** A failure with the one way forward: 'Повторить'. */
export function FailureNotice({ message, onRetry, retryRef }: { message: string; onRetry: () => void; retryRef?: Ref<HTMLButtonElement> }) {
  return (
    <div className={styles.failure} role="alert">
      <p>{message}</p>
      <button type="button" ref={retryRef} className={styles.primaryButton} onClick={onRetry}>
        {TOURS_TEXTS.retry}
      </button>
    </div>
  );
}

/** The not-found view (docs/product-rules.md §2, §8): an id the server does not know. */
export function NotFoundView() {
  return (
    <section className={styles.page} aria-labelledby="tours-not-found-title">
      <h1 id="tours-not-found-title" className={styles.pageTitle}>
        {TOURS_TEXTS.notFound}
      </h1>
      <p>{TOURS_TEXTS.notFoundHint}</p>
      <p>
        <Link to={linkTo('tours')} className={styles.link}>
          {TOURS_TEXTS.toSearch}
        </Link>
      </p>
    </section>
  );
}

/** Set at build time (a QA or preview build); empty in a normal build, so nothing shows. */
const BUILD_LABEL = process.env.BUILD_LABEL ?? '';

/** Which build of the area runs: testers of a QA build see it, visitors of a normal build never do. */
export function BuildLabel() {
  if (!BUILD_LABEL) return null;
  return (
    <p className={styles.buildLabel} data-build-label>
      {TOURS_TEXTS.buildLabel}: {BUILD_LABEL}
    </p>
  );
}
