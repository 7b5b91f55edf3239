import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { routeTable, routesOfArea } from 'shared';
import { vi } from 'vitest';
import { ContentPage } from '../content-page';

export const API_BASE = 'http://api.test';

let currentNavigate: NavigateFunction | null = null;

/** Navigates the rendered router as the shell would (a header link, the back button). */
export function navigateInTest(path: string): void {
  if (!currentNavigate) throw new Error('renderContentPage first');
  void currentNavigate(path);
}

/** Shows where the router is, so a test can see a client-side navigation happen. */
function LocationProbe() {
  const location = useLocation();
  currentNavigate = useNavigate();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

/** The content routes as the shell mounts them: one route per named content page. */
export function renderContentPage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {routesOfArea('content').map((name) => (
          <Route key={name} path={routeTable[name].path} element={<ContentPage routeName={name} />} />
        ))}
        <Route path="/" element={<p>Главная</p>} />
        <Route path="/search/:searchString" element={<ContentPage routeName="search" />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function pageResponse(slug: string, title: string, body: string): Response {
  return jsonResponse(200, { slug, title, body });
}

export const NOT_FOUND_BODY = { error: { code: 'NOT_FOUND', message: 'Страница не найдена' }, notFound: true };

/** Replaces fetch; each call takes the next answer (a Response, or an Error to fail the network). */
export function stubFetch(...answers: (Response | Error | Promise<Response>)[]) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected fetch');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function requestedUrls(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname);
}
