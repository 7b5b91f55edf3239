import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { routeTable, routesOfArea } from 'shared';
import { pages } from '../pages';

describe('mf-avia/pages', () => {
  it('has a page for exactly the routes the avia area owns', () => {
    expect(Object.keys(pages).sort()).toEqual(routesOfArea('avia').sort());
  });

  it.each(routesOfArea('avia'))('renders %s with its route name', (routeName) => {
    const Page = pages[routeName]!;
    const path = routeTable[routeName].path;
    const url = path.replace(/:([A-Za-z]+)/g, (_, key: string) => `${key}-1`);
    const router = createMemoryRouter([{ path, element: <Page routeName={routeName} /> }], { initialEntries: [url] });
    const { container } = render(<RouterProvider router={router} />);
    expect(container.querySelector(`[data-route="${routeName}"]`)).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
