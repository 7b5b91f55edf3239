// @vitest-environment jsdom
// jsdom: the content page renders bodies through DOMPurify, which does not support happy-dom.
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { routeTable, routesOfArea } from 'shared';
import { fakeApi, json } from 'shared/testing';
import { pages } from '../pages';

describe('mf-content/pages', () => {
  // That the map holds exactly the content routes is checked with every remote's map in
  // shell/src/remotes/__tests__/remote-pages.test.ts; here each page renders as its route.
  afterEach(() => vi.unstubAllGlobals());

  it.each(routesOfArea('content'))('renders %s with its route name', async (routeName) => {
    // The content page loads its page from the API: answer with a page titled after the route.
    const route = routeTable[routeName];
    fakeApi({ [`GET /pages/${'slug' in route ? route.slug : routeName}`]: json(200, { slug: 'x', title: `Страница ${routeName}`, body: '<p>Текст</p>' }) });
    const Page = pages[routeName]!;
    const path = routeTable[routeName].path;
    const url = path.replace(/:([A-Za-z]+)/g, (_, key: string) => `${key}-1`);
    const router = createMemoryRouter([{ path, element: <Page routeName={routeName} /> }], { initialEntries: [url] });
    const { container } = render(<RouterProvider router={router} />);
    expect(container.querySelector(`[data-route="${routeName}"]`)).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: `Страница ${routeName}` })).toBeInTheDocument();
  });
});
