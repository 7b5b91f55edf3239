import { json, renderWithRouter } from 'shared/testing';
import { routeTable, routesOfArea } from 'shared';
import { ContentPage } from '../content-page';

let currentRouter: { navigate: (path: string) => unknown } | null = null;

/** Navigates the rendered router as the shell would (a header link, the back button). */
export function navigateInTest(path: string): void {
  if (!currentRouter) throw new Error('renderContentPage first');
  void currentRouter.navigate(path);
}

/** The content routes as the shell mounts them: one route per named content page. */
export function renderContentPage(path: string) {
  const view = renderWithRouter(null, {
    path,
    routes: [
      ...routesOfArea('content').map((name) => ({ path: routeTable[name].path, element: <ContentPage routeName={name} /> })),
      { path: '/', element: <p>Главная</p> },
      { path: '/search/:searchString', element: <ContentPage routeName="search" /> },
    ],
  });
  currentRouter = view.router;
  return view;
}

export function pageResponse(slug: string, title: string, body: string): Response {
  return json(200, { slug, title, body });
}

export const NOT_FOUND_BODY = { error: { code: 'NOT_FOUND', message: 'Страница не найдена' }, notFound: true };
