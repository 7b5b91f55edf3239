import { Provider as JotaiProvider, createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { configureApiClient, routeTable, routesOfArea } from 'shared';
import { pages } from './pages';

// Standalone development only (`pnpm --filter mf-content dev`): the area's own routes without the
// shell's frame. Inside the platform the shell renders `./pages` and this file never runs.
configureApiClient({ baseUrl: process.env.API_BASE || 'http://127.0.0.1:3010' });

const router = createBrowserRouter(
  routesOfArea('content').map((routeName) => {
    const Page = pages[routeName];
    return { path: routeTable[routeName].path, element: Page ? <Page routeName={routeName} /> : null };
  }),
);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <JotaiProvider store={createStore()}>
      <RouterProvider router={router} />
    </JotaiProvider>
  </StrictMode>,
);
