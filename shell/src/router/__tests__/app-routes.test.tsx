import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { routeNames, routeTable } from 'shared';
import { appRoutes } from '../create-app-router';
import { loadShellPages } from '../../frame/shell-pages';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(() => new Promise(() => undefined)), registerRemotes: vi.fn() }));

describe('shell routes', () => {
  it('holds every path of the route table', () => {
    const paths = appRoutes()[0]!.children!.map((route) => route.path);
    for (const name of routeNames) expect(paths).toContain(routeTable[name].path);
  });

  it('shows "Страница не найдена" for an unknown path, inside the frame', async () => {
    const router = createMemoryRouter(appRoutes(), { initialEntries: ['/no/such/page'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('renders the shell-owned /login page itself, without any remote', async () => {
    // the page's code is fetched on demand; fetched first, the page renders at once
    await loadShellPages();
    const router = createMemoryRouter(appRoutes(), { initialEntries: ['/login'] });
    const { container } = render(<RouterProvider router={router} />);
    await screen.findAllByText(/./);
    expect(container.querySelector('[data-route="login"], form, h1')).not.toBeNull();
  });
});
