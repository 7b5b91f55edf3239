import { RETRY_LABEL, visuallyHiddenClass } from 'shared';
import type { RetryFallbackProps } from '../frame/retry-boundary';
import styles from './remote-fallback.module.css';

export const REMOTE_FAILED_MESSAGE = 'Не удалось загрузить раздел. Проверьте подключение и попробуйте ещё раз.';

/** What an area shows instead of its page when its code cannot be loaded; header and footer stay. */
export function RemoteFallback({ message, onRetry, retrying }: RetryFallbackProps) {
  return (
    <section className={styles.fallback} role="alert" data-remote-fallback>
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry} disabled={retrying}>
        {RETRY_LABEL}
      </button>
    </section>
  );
}

/** Shown while an area's code loads; appears only after a short delay so fast loads do not flash. */
export function RemoteLoading() {
  return (
    <div className={styles.loading} aria-busy="true" aria-live="polite" data-remote-loading>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={visuallyHiddenClass}>Загрузка…</span>
    </div>
  );
}
