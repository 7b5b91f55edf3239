import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { appRoutes, discoverAreaRoutes, REMOTE_FAILED_MESSAGE } from '../app-routes';
import { loadShellPages } from '../../frame/shell-pages';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(() => new Promise(() => undefined)), registerRemotes: vi.fn() }));

describe('shell routes', () => {
  it("holds only the shell's own pages and the not-found view: the areas' come from the registry", () => {
    expect(appRoutes()[0]!.children!.map((route) => route.path)).toEqual(['/login', '/reset-password', '*']);
  });

  const about = { key: 'pageAbout', path: '/about', title: 'О проекте', description: 'О проекте: кто мы.', slug: 'about', area: 'mf-content' };

  it('discovers an area’s page from the routes the registry publishes, on the first navigation to it', async () => {
    const fetchRoutes = vi.fn(async () => [about, { ...about, key: 'probe', path: '/avia/refunds-probe', area: 'mf-avia' }]);
    const router = createMemoryRouter(appRoutes(), { initialEntries: ['/avia/refunds-probe'], patchRoutesOnNavigation: discoverAreaRoutes(fetchRoutes) });
    const { container } = render(<RouterProvider router={router} />);
    // the area's page is loading (its code never arrives here), not the not-found view
    await vi.waitFor(() => expect(container.querySelector('[data-remote-loading]')).not.toBeNull(), { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'Страница не найдена' })).not.toBeInTheDocument();
    // the head the area published for the page
    await vi.waitFor(() => expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(about.description));
    expect(document.title).toBe('О проекте — Авиабилеты');
    await router.navigate('/about');
    await router.navigate('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    // the not-found view names the tab itself, over the site's default the head falls back to
    await vi.waitFor(() => expect(document.title).toBe('Страница не найдена — Авиабилеты'));
    // one registry answer serves every navigation of the page load
    expect(fetchRoutes).toHaveBeenCalled();
    expect(router.routes[0]!.children!.map((route) => route.path)).toEqual(['/login', '/reset-password', '*', '/about', '/avia/refunds-probe']);
  });

  it("shows the areas' fallback with 'Повторить', not «Страница не найдена», when the registry cannot be read", async () => {
    const router = createMemoryRouter(appRoutes(), {
      initialEntries: ['/about'],
      patchRoutesOnNavigation: discoverAreaRoutes(async () => Promise.reject(new Error('remotes.json: HTTP 503'))),
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText(REMOTE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Страница не найдена' })).not.toBeInTheDocument();
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
