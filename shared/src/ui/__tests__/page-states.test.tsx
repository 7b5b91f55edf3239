// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mergePageHeads, type PageHeadPart } from '../../page-head/page-head';
import { ServerHeadContext } from '../../page-head/use-page-head';
import { renderWhole } from '../../server-render/server-answer-store';
import { FailureNotice, LoadingView, NotFoundView } from '../page-states';

afterEach(cleanup);

describe('the shared page states', () => {
  it('LoadingView announces what loads', () => {
    render(<LoadingView label="Загружаем страницу…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем страницу…');
  });

  it("FailureNotice announces the message and 'Повторить' retries", async () => {
    const onRetry = vi.fn();
    render(<FailureNotice message="Нет связи с сервером." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Нет связи с сервером.');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("NotFoundView: 'Страница не найдена' as the heading and the tab's title, the page's hint and way on", () => {
    render(
      <MemoryRouter>
        <NotFoundView hint="Такого заказа нет среди ваших." link={{ to: '/profile/orders', label: 'К списку заказов' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    expect(screen.getByText('Такого заказа нет среди ваших.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'К списку заказов' })).toHaveAttribute('href', '/profile/orders');
    expect(document.title).toMatch(/^Страница не найдена — /);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('NotFoundView tells the page server the page has nothing there (it answers 404), kept out of the index', async () => {
    const heads: PageHeadPart[] = [];
    await renderWhole(
      <ServerHeadContext value={(head) => heads.push(head)}>
        <MemoryRouter>
          <NotFoundView hint="Такого отеля нет в каталоге." link={{ to: '/tours', label: 'К поиску туров' }} />
        </MemoryRouter>
      </ServerHeadContext>,
    );
    expect(mergePageHeads(heads)).toMatchObject({ title: 'Страница не найдена', description: 'Такого отеля нет в каталоге.', noindex: true, notFound: true });
  });
});
