import { Provider as JotaiProvider, createStore } from 'jotai';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router/create-app-router';

/** The shell owns the one jotai store: session, auth modal and modal atoms of every area live in it. */
export const appStore = createStore();

export function App() {
  return (
    <StrictMode>
      <JotaiProvider store={appStore}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </JotaiProvider>
    </StrictMode>
  );
}
