import { Suspense, use, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Button, RETRY_LABEL, Spinner } from 'shared';
import { RetryBoundary, type RetryFallbackProps } from '../retry-boundary';
import styles from './on-demand.module.css';

export const ON_DEMAND_FAILED_MESSAGE = 'Не удалось загрузить форму. Проверьте подключение и попробуйте ещё раз.';

export interface OnDemandOptions {
  /** What the spinner announces while the code downloads. */
  loadingLabel: string;
  /**
   * Inside a modal: the dialog moved focus on open, before the form existed, so once the code
   * arrives the first field takes focus, as it would have had the form been there at once.
   */
  focusFirstFieldWhenReady?: boolean;
  /** Called once per failed download (a routed page dispatches product rules §2 `preload-error` here). */
  onLoadFailed?: () => void;
}

export interface OnDemand<Props extends object> {
  Component: ComponentType<Props>;
  /** Starts the download (hover, focus): never throws, a failure is shown when the part renders. */
  preload: () => void;
  /** Resolves once the code is there, rejects if it cannot be fetched. */
  load: () => Promise<unknown>;
}

/**
 * A part of the frame fetched only when shown or when the person shows intent, so visitors who never log in do not pay for its
 * libraries; fetched, it renders synchronously; a failed download shows a Russian message with 'Повторить'.
 */
export function loadOnDemand<Props extends object>(fetchCode: () => Promise<ComponentType<Props>>, options: OnDemandOptions): OnDemand<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  let failed = false;

  function load(): Promise<ComponentType<Props>> {
    // the failed promise is kept until a retry: re-rendering must show the error, not refetch in a loop
    pending ??= fetchCode().then(
      (component) => (loaded = component),
      (error: unknown) => {
        failed = true;
        options.onLoadFailed?.();
        throw error;
      },
    );
    return pending;
  }

  /** A new attempt after a failure (webpack fetches a failed chunk again on the next import()). */
  function retry(): Promise<ComponentType<Props>> {
    if (failed) {
      failed = false;
      pending = undefined;
    }
    return load();
  }

  function Loaded(props: Props) {
    // `use` may be called conditionally; once loaded there is nothing to wait for
    const Loaded = loaded ?? use(load());
    return <Loaded {...props} />;
  }

  function OnDemandPart(props: Props) {
    const fallbackShown = useRef(false);
    // the same tree whether or not the code is already there, so the part never remounts
    return (
      <RetryBoundary
        message={ON_DEMAND_FAILED_MESSAGE}
        consoleNote="Форма не загружена"
        fallback={OnDemandFailed}
        onRetry={() =>
          retry().then(
            () => undefined,
            () => undefined,
          )
        }
      >
        <Suspense
          fallback={
            <LoadingState
              label={options.loadingLabel}
              onShown={() => {
                fallbackShown.current = true;
              }}
            />
          }
        >
          {options.focusFirstFieldWhenReady ? (
            <FocusFirstField shouldFocus={() => fallbackShown.current}>
              <Loaded {...props} />
            </FocusFirstField>
          ) : (
            <Loaded {...props} />
          )}
        </Suspense>
      </RetryBoundary>
    );
  }

  return {
    Component: OnDemandPart,
    load,
    preload: () => {
      retry().catch(() => undefined);
    },
  };
}

function LoadingState({ label, onShown }: { label: string; onShown: () => void }) {
  useEffect(() => {
    onShown();
  }, [onShown]);
  return (
    <div className={styles.loading} aria-busy="true">
      <Spinner label={label} />
    </div>
  );
}

function FocusFirstField({ shouldFocus, children }: { shouldFocus: () => boolean; children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  // the question is asked once, on mount, of the function given then (a later render's copy is not asked)
  const shouldFocusOnMount = useRef(shouldFocus);
  useEffect(() => {
    const root = container.current;
    if (!root || !shouldFocusOnMount.current()) return;
    // only while focus is still where the dialog put it: never pull focus back from elsewhere
    const dialog = root.closest('[role="dialog"]');
    const active = document.activeElement;
    if (dialog && active && !dialog.contains(active) && active !== document.body) return;
    root.querySelector<HTMLElement>('input:not([disabled])')?.focus();
    // runs once, when the loaded part first mounts
  }, []);
  return (
    <div ref={container} className={styles.contents}>
      {children}
    </div>
  );
}

/** A form whose code did not arrive: the message and 'Повторить', inside the modal or page it belongs to. */
function OnDemandFailed({ message, onRetry, retrying }: RetryFallbackProps) {
  return (
    <div className={styles.failed} role="alert">
      <p>{message}</p>
      <Button onClick={onRetry} disabled={retrying}>
        {RETRY_LABEL}
      </Button>
    </div>
  );
}
