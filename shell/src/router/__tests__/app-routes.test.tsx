import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { routeNames, routeTable } from 'shared';
import { appRoutes } from '../app-routes';
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
    // not a dead end: it says what happened and leads on to the flights and the tours
    expect(screen.getByText(/Такой страницы на сайте нет/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Найти авиабилеты' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Перейти к поиску туров' })).toHaveAttribute('href', '/tours');
  });

  it('renders the shell-owned /login page itself, without any remote', async () => {
    // the page's code is fetched on demand; fetched first, the page renders at once
    await loadShellPages();
    const router = createMemoryRouter(appRoutes(), { initialEntries: ['/login'] });
    const { container } = render(<RouterProvider router={router} />);
    await screen.findAllByText(/./);
    // the shell's own mark, not any h1 or form (the not-found page has an h1 too)
    const page = container.querySelector<HTMLElement>('[data-area-page="shell"][data-route-name="login"]');
    expect(page).not.toBeNull();
    expect(within(page!).getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Страница не найдена' })).not.toBeInTheDocument();
  });
});
