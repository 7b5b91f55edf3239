import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from './button';
import styles from './infinite-loader.module.css';
import { Spinner } from './spinner';
import { INFINITE_LOADER_TEXTS } from './ui-constants';
import { isNearViewport, watchViewport } from './viewport-watch';

/** Product rules §4: the loader cycles through these states. */
export type InfiniteLoaderState = 'ready' | 'loading' | 'loaded' | 'complete' | 'error';

/** What one page load reports: more may follow ('loaded') or the list ended ('complete'). */
export type PageOutcome = 'loaded' | 'complete';

export interface InfiniteLoaderProps {
  /** Loads the next page; a rejection shows the error text and the retry button. */
  onLoadMore: () => Promise<PageOutcome>;
  /** Texts instead of the defaults; an empty `complete` says nothing at the end (a list with its own empty view). */
  texts?: Partial<Record<keyof typeof INFINITE_LOADER_TEXTS, string>>;
  /** Changing it (a new search) starts the list over from 'ready'. */
  resetKey?: string | number;
}

/**
 * Sits at the end of a list and asks for the next page whenever it comes near the screen,
 * until the list is complete.
 */
export function InfiniteLoader({ onLoadMore, texts, resetKey }: InfiniteLoaderProps) {
  const labels = { ...INFINITE_LOADER_TEXTS, ...texts };
  const [state, setState] = useState<InfiniteLoaderState>('ready');
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  const latestLoad = useRef(onLoadMore);
  latestLoad.current = onLoadMore;

  const load = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setState('loading');
    try {
      setState(await latestLoad.current());
    } catch {
      setState('error');
    } finally {
      busy.current = false;
    }
  }, []);

  useEffect(() => {
    setState('ready');
  }, [resetKey]);

  useEffect(() => {
    if (state !== 'ready' && state !== 'loaded') return;
    const check = () => {
      if (sentinel.current && isNearViewport(sentinel.current)) void load();
    };
    const stop = watchViewport(check);
    check();
    return stop;
  }, [state, load]);

  return (
    <div ref={sentinel} className={styles.loader} data-state={state} aria-live="polite">
      {state === 'loading' && <Spinner label={labels.loading} />}
      {state === 'complete' && labels.complete && <p className={styles.message}>{labels.complete}</p>}
      {state === 'error' && (
        <>
          <p className={styles.message}>{labels.error}</p>
          <Button variant="secondary" onClick={() => void load()}>
            {labels.retry}
          </Button>
        </>
      )}
    </div>
  );
}
