import { Provider as JotaiProvider, createStore } from 'jotai';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router/create-app-router';

/** The shell owns the one jotai store: session, auth modal and modal atoms of every area live in it. */
export const appStore = createStore();

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <JotaiProvider store={appStore}>
        <RouterProvider router={router} />
      </JotaiProvider>
    </StrictMode>
  );
}
