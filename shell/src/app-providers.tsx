import { Provider as JotaiProvider, type createStore } from 'jotai';
import { StrictMode, type ReactNode } from 'react';

/**
 * What wraps the site's router, in the browser (bootstrap.tsx) and on the page server
 * (server/render-page.tsx) alike, so the server's HTML is the tree the browser hydrates.
 */
export function AppProviders({ store, children }: { store: ReturnType<typeof createStore>; children: ReactNode }) {
  return (
    <StrictMode>
      <JotaiProvider store={store}>{children}</JotaiProvider>
    </StrictMode>
  );
}
