import { render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { routeTable, routesOfArea, type RouteName } from '../../routes';
import { signInWithUserAtom } from '../../session';
import { createScaffoldPage } from '../scaffold-page';
import type { RemoteArea } from '../remote-contract';

// SCAFFOLDING test: the plain page every area's `./pages` renders until its real pages are built.
function renderScaffold(area: RemoteArea, routeName: RouteName, options: { buildLabel?: string; store?: ReturnType<typeof createStore> } = {}) {
  const Page = createScaffoldPage(area, options.buildLabel);
  const path = routeTable[routeName].path;
  const url = path.replace(/:([A-Za-z]+)/g, (_, key: string) => `${key}-1`);
  const router = createMemoryRouter([{ path, element: <Page routeName={routeName} /> }], { initialEntries: [url] });
  return render(
    <Provider store={options.store ?? createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('createScaffoldPage', () => {
  const scaffolded = (['avia', 'profile', 'tours'] as const).flatMap((area) => routesOfArea(area).map((routeName) => [area, routeName] as const));

  it.each(scaffolded)('%s renders %s with its route name, params and a heading', (area, routeName) => {
    const { container } = renderScaffold(area, routeName);
    const section = container.querySelector(`[data-route="${routeName}"]`);
    expect(section).not.toBeNull();
    expect(section).toHaveAttribute('data-area', area);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('shows the build label of the remote build, and none without one', () => {
    const { container, unmount } = renderScaffold('tours', 'tours', { buildLabel: 'e2e 1' });
    expect(container.querySelector('[data-build-label]')).toHaveTextContent('Сборка: e2e 1');
    unmount();
    expect(renderScaffold('tours', 'tours').container.querySelector('[data-build-label]')).toBeNull();
  });

  it('reads the session from the store it is rendered in', () => {
    const store = createStore();
    store.set(signInWithUserAtom, 'token-1', { id: '1', email: 'a@example.ru', phone: null, phoneWithoutCode: null });
    expect(renderScaffold('profile', 'profileMain', { store }).container.querySelector('[data-session-email]')).toHaveTextContent('a@example.ru');
  });
});
