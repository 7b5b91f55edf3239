import { lazy, Suspense } from 'react';

const PriceAlertControl = lazy(() => import('./price-alert-control'));

/**
 * The results page's «Следить за ценой», in its own chunk: it loads once the first results are on
 * screen, so the page's first row never waits for it. The empty slot keeps the button's height.
 */
export function LazyPriceAlertControl({ searchString }: { searchString: string }) {
  return (
    <Suspense fallback={<div style={{ minHeight: 44, marginBottom: 'var(--space-3)' }} />}>
      <PriceAlertControl searchString={searchString} />
    </Suspense>
  );
}
