// @vitest-environment jsdom
// jsdom, not happy-dom: the page renders through DOMPurify, which does not support happy-dom.
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from 'shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_BODY, navigateInTest, pageResponse, renderContentPage } from './render-content-page';
import { resetServerAnswersForTests, SERVER_ANSWERS_ELEMENT_ID } from 'shared';

beforeEach(() => {
  document.title = 'Авиабилеты';
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (window as { __pwned?: unknown }).__pwned;
});

describe('ContentPage: loading by slug', () => {
  it('asks the API for the slug of the route and shows title and body', async () => {
    const api = fakeApi({ 'GET /pages/about': pageResponse('about', 'О проекте', '<p>Мы продаём авиабилеты.</p><ul><li>Быстро</li></ul>') });
    renderContentPage('/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'О проекте' })).toBeInTheDocument();
    expect(screen.getByText('Мы продаём авиабилеты.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Быстро');
    expect(api.calls.map((call) => call.path)).toEqual(['/pages/about']);
  });

  it.each([
    ['/pages/thailand', '/pages/thailand'],
    ['/feature-tariffs', '/pages/feature-tariffs'],
    ['/policy1', '/pages/policy1'],
  ])('loads %s from %s', async (path, apiPath) => {
    const api = fakeApi({ [`GET ${apiPath}`]: pageResponse('x', 'Страница', '<p>Текст</p>') });
    renderContentPage(path);
    await screen.findByRole('heading', { level: 1, name: 'Страница' });
    expect(api.calls.map((call) => call.path)).toEqual([apiPath]);
  });

  it('names the page landmark by its title and sets the document title', async () => {
    fakeApi({ 'GET /pages/wiki': pageResponse('wiki', 'База знаний', '<p>Ответы</p>') });
    renderContentPage('/wiki');
    expect(await screen.findByRole('article', { name: 'База знаний' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('База знаний — Авиабилеты'));
  });

  it('sets the info page’s head in the browser: its title, the start of its text, its breadcrumbs; and changes it with the page', async () => {
    fakeApi({
      'GET /pages/about': pageResponse('about', 'О проекте', '<h2>Кто мы</h2><p>Мы&nbsp;продаём авиабилеты &laquo;без&raquo; наценки.</p>'),
      'GET /pages/help': pageResponse('help', 'Помощь', '<p>Ответы на вопросы.</p>'),
    });
    renderContentPage('/about');
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    await waitFor(() => expect(document.title).toBe('О проекте — Авиабилеты'));
    expect(content('meta[name="description"]')).toBe('Кто мы Мы\u00a0продаём авиабилеты «без» наценки.');
    expect(content('meta[property="og:title"]')).toBe('О проекте');
    expect(content('meta[property="og:type"]')).toBe('article');
    const breadcrumbs = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(breadcrumbs.itemListElement.map((step: { name: string; item: string }) => [step.name, step.item])).toEqual([
      ['Главная', `${location.origin}/`],
      ['О проекте', `${location.origin}/about`],
    ]);

    act(() => navigateInTest('/help'));
    await waitFor(() => expect(content('meta[name="description"]')).toBe('Ответы на вопросы.'));
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(document.title).toBe('Помощь — Авиабилеты');
  });

  it('renders the page the server rendered and handed over at once, without a loading state or a request, and asks the API next time', async () => {
    const about = { slug: 'about', title: 'О проекте', body: '<p>Мы продаём авиабилеты.</p>' };
    // what the page server writes after #root (tooling/page-render.mjs): the answers by resource key
    const handOver = document.createElement('script');
    handOver.type = 'application/json';
    handOver.id = SERVER_ANSWERS_ELEMENT_ID;
    handOver.textContent = JSON.stringify({ about: { status: 'ready', data: about } });
    document.body.append(handOver);
    resetServerAnswersForTests();
    const api = fakeApi({
      'GET /pages/about': pageResponse('about', 'О проекте (снова)', '<p>Текст</p>'),
      'GET /pages/help': pageResponse('help', 'Помощь', '<p>Ответы</p>'),
    });
    try {
      renderContentPage('/about');
      // synchronously: the first commit is the page itself
      expect(screen.getByRole('heading', { level: 1, name: 'О проекте' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.getByText('Мы продаём авиабилеты.')).toBeInTheDocument();
      await act(async () => navigateInTest('/help'));
      await screen.findByRole('heading', { level: 1, name: 'Помощь' });
      await act(async () => navigateInTest('/about'));
      await screen.findByRole('heading', { level: 1, name: 'О проекте (снова)' });
      expect(api.calls.map((call) => call.path)).toEqual(['/pages/help', '/pages/about']);
    } finally {
      handOver.remove();
      resetServerAnswersForTests();
    }
  });

  it('shows an announced loading state until the page arrives', async () => {
    let answer!: (response: Response) => void;
    fakeApi({ 'GET /pages/help': new Promise<Response>((resolve) => (answer = resolve)) });
    renderContentPage('/help');

    expect(screen.getByRole('status')).toHaveTextContent('Загружаем страницу…');
    await act(async () => answer(pageResponse('help', 'Помощь', '<p>Пишите нам</p>')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Помощь' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the page title the only h1: body headings start at h2', async () => {
    fakeApi({ 'GET /pages/policy': pageResponse('policy', 'Политика', '<h1>Общие положения</h1><h2>Термины</h2>') });
    renderContentPage('/policy');
    await screen.findByRole('heading', { level: 1, name: 'Политика' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Общие положения' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Термины' })).toBeInTheDocument();
  });

  it('loads the new slug when the route changes, ignoring a late answer for the old one', async () => {
    let answerAbout!: (response: Response) => void;
    const api = fakeApi({
      'GET /pages/about': new Promise<Response>((resolve) => (answerAbout = resolve)),
      'GET /pages/wiki': pageResponse('wiki', 'База знаний', '<p>Ответы</p>'),
    });
    renderContentPage('/about');
    // The shell keeps the same component mounted when one content route follows another.
    act(() => navigateInTest('/wiki'));
    expect(await screen.findByRole('heading', { level: 1, name: 'База знаний' })).toBeInTheDocument();

    await act(async () => answerAbout(pageResponse('about', 'О проекте', '<p>Поздно</p>')));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('База знаний');
    expect(screen.queryByText('Поздно')).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/pages/about', '/pages/wiki']);
  });
});

describe('ContentPage: failures', () => {
  it("shows 'Страница не найдена' when the server flags the slug as not found", async () => {
    fakeApi({ 'GET /pages/thailand': json(404, NOT_FOUND_BODY) });
    renderContentPage('/pages/thailand');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Страница не найдена — Авиабилеты'));
  });

  it("offers 'Повторить' after a 5xx, and the retry loads the page", async () => {
    const api = fakeApi({
      'GET /pages/payment': [
        json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Internal detail' } }),
        pageResponse('payment', 'Информация об оплате', '<p>Картой</p>'),
      ],
    });
    renderContentPage('/payment');

    expect(await screen.findByRole('alert')).toHaveTextContent('сервер временно недоступен');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Internal detail');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Информация об оплате' });
    // focus moves in the effect after the heading is drawn: on a busy machine a moment later
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.calls.map((call) => call.path)).toEqual(['/pages/payment', '/pages/payment']);
  });

  it('explains a network failure in Russian and keeps the retry reachable when it fails again', async () => {
    fakeApi({ 'GET /pages/agreement': new TypeError('Failed to fetch') });
    renderContentPage('/agreement');

    expect(await screen.findByRole('alert')).toHaveTextContent('нет связи с сервером');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Повторить' })).toHaveFocus());
  });

  it('treats an answer without a title as a broken response, not as a page', async () => {
    fakeApi({ 'GET /pages/about': json(200, { slug: 'about', body: '<p>Текст</p>' }) });
    renderContentPage('/about');
    expect(await screen.findByRole('alert')).toHaveTextContent('в неожиданном виде');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('shows the server message of another client error, such as rate limiting', async () => {
    fakeApi({ 'GET /pages/about': json(429, { error: { code: 'RATE_LIMITED', message: 'Слишком много запросов' } }) });
    renderContentPage('/about');
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много запросов');
  });

  it('shows the not-found view, without calling the API, for a route that has no slug', async () => {
    const api = fakeApi();
    renderContentPage('/search/MOW2512LED');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('ContentPage: untrusted body', () => {
  it('never runs script from the body', async () => {
    fakeApi({
      'GET /pages/about': pageResponse(
        'about',
        'О проекте',
        '<script>window.__pwned = "script"</script><img src="data:," onerror="window.__pwned = \'onerror\'">' +
          '<a href="javascript:window.__pwned = \'link\'">Жми</a><p onmouseover="window.__pwned = \'hover\'">Текст</p>',
      ),
    });
    const { container } = renderContentPage('/about');
    await screen.findByRole('heading', { level: 1, name: 'О проекте' });

    fireEvent.mouseOver(screen.getByText('Текст'));
    fireEvent.click(screen.getByText('Жми'));
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onmouseover]')).toBeNull();
    expect(screen.getByText('Жми').closest('a')).not.toHaveAttribute('href');
    // A link whose unsafe href was stripped goes nowhere: no client-side navigation either.
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
  });
});

/**
 * Clicks like a person would and says whether the page took over the click (prevented the
 * browser's default). The default is then stopped anyway: jsdom cannot load other documents.
 */
function clickIsHandledByPage(link: HTMLElement, init?: MouseEventInit): boolean {
  let handled = false;
  const record = (event: Event) => {
    handled = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record, { once: true });
  fireEvent.click(link, init);
  return handled;
}

describe('ContentPage: links in the body', () => {
  const BODY =
    '<p><a href="/wiki">База знаний</a> <a href="https://partner.example/tours">Партнёр</a> <a href="#rules">К правилам</a></p><h2 id="rules">Правила</h2>';

  it('navigates to the site’s own paths client-side', async () => {
    fakeApi({ 'GET /pages/help': pageResponse('help', 'Помощь', BODY), 'GET /pages/wiki': pageResponse('wiki', 'База знаний', '<p>Ответы</p>') });
    renderContentPage('/help');
    expect(clickIsHandledByPage(await screen.findByRole('link', { name: 'База знаний' }))).toBe(true);

    expect(screen.getByTestId('location')).toHaveTextContent('/wiki');
    expect(await screen.findByRole('heading', { level: 1, name: 'База знаний' })).toBeInTheDocument();
  });

  it('leaves a ctrl-click to the browser (open in a new tab)', async () => {
    fakeApi({ 'GET /pages/help': pageResponse('help', 'Помощь', BODY) });
    renderContentPage('/help');
    const link = await screen.findByRole('link', { name: 'База знаний' });
    expect(clickIsHandledByPage(link, { ctrlKey: true })).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/help');
  });

  it('opens external links in a new tab with rel="noopener" and says so to screen readers', async () => {
    fakeApi({ 'GET /pages/help': pageResponse('help', 'Помощь', BODY) });
    renderContentPage('/help');
    // The name a screen reader hears is checked in Chromium (e2e body-links): this DOM's accessible-name
    // code drops the space that starts the hidden hint, which Chromium keeps.
    const link = await screen.findByRole('link', { name: /^Партнёр/ });
    expect(link).toHaveTextContent('Партнёр (откроется в новой вкладке)');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    expect(clickIsHandledByPage(link)).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/help');
  });

  it('scrolls to the #anchor of the URL once the body has arrived', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView; // jsdom has no layout, hence no scrollIntoView
    fakeApi({ 'GET /pages/help': pageResponse('help', 'Помощь', BODY) });
    renderContentPage('/help#rules');

    const heading = await screen.findByRole('heading', { level: 2, name: 'Правила' });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('leaves in-page links to the browser', async () => {
    fakeApi({ 'GET /pages/help': pageResponse('help', 'Помощь', BODY) });
    renderContentPage('/help');
    const link = await screen.findByRole('link', { name: 'К правилам' });
    expect(clickIsHandledByPage(link)).toBe(false);
    expect(link).toHaveAttribute('href', '#user-content-rules');
  });
});
