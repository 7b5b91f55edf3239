import { lazy, Suspense, useSyncExternalStore } from 'react';

const PriceAlertControl = lazy(() => import('./price-alert-control'));

const noChanges = () => () => {};

/**
 * The results page's «Следить за ценой», in its own chunk: it loads once the first results are on
 * screen, so the page's first row never waits for it. The empty slot keeps the button's height.
 * It is one person's (their subscription, by their account or this browser's watch token): the page
 * server, which renders the results for anyone, draws only the slot, and the browser fills it once
 * the page is hydrated (docs/architecture.md, "Server rendering").
 */
export function LazyPriceAlertControl({ searchString }: { searchString: string }) {
  const inBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const slot = <div style={{ minHeight: 44, marginBottom: 'var(--space-3)' }} />;
  if (!inBrowser) return slot;
  return (
    <Suspense fallback={slot}>
      <PriceAlertControl searchString={searchString} />
    </Suspense>
  );
}
