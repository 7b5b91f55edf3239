// @vitest-environment jsdom
// jsdom: the content page renders bodies through DOMPurify, which does not support happy-dom.
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { routeTable, routesOfArea } from 'shared';
import { pages } from '../pages';

describe('mf-content/pages', () => {
  it('has a page for exactly the routes the content area owns', () => {
    expect(Object.keys(pages).sort()).toEqual(routesOfArea('content').sort());
  });

  afterEach(() => vi.unstubAllGlobals());

  it.each(routesOfArea('content'))('renders %s with its route name', async (routeName) => {
    // The content page loads its page from the API: answer with a page titled after the route.
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ slug: 'x', title: `Страница ${routeName}`, body: '<p>Текст</p>' })));
    const Page = pages[routeName]!;
    const path = routeTable[routeName].path;
    const url = path.replace(/:([A-Za-z]+)/g, (_, key: string) => `${key}-1`);
    const router = createMemoryRouter([{ path, element: <Page routeName={routeName} /> }], { initialEntries: [url] });
    const { container } = render(<RouterProvider router={router} />);
    expect(container.querySelector(`[data-route="${routeName}"]`)).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: `Страница ${routeName}` })).toBeInTheDocument();
  });
});
