import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieNotice } from '../cookie-notice/cookie-notice';
import { SiteHeader } from '../header/site-header';
import { renderInApp } from './render-frame';
import { useViewport } from './viewport';

beforeEach(() => localStorage.clear());

const TEXT = 'Мы используем Cookie, чтобы сайт работал правильно. Продолжая использовать сайт, вы соглашаетесь с Политикой обработки персональных данных.';

describe('cookie notice', () => {
  it('shows the exact text with the policy link opening /policy in a new tab, at layer 1001', () => {
    renderInApp(<CookieNotice />);
    const notice = screen.getByRole('region', { name: 'Уведомление об использовании cookie' });
    expect(notice.querySelector('p')!.textContent).toBe(TEXT);
    const link = screen.getByRole('link', { name: 'Политикой обработки персональных данных' });
    expect(link).toHaveAttribute('href', '/policy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(notice).toHaveStyle({ zIndex: '1001' });
  });

  it('"ОК" stores the consent date and hides it for good', async () => {
    const { unmount } = renderInApp(<CookieNotice />);
    await userEvent.click(screen.getByRole('button', { name: 'ОК' }));
    expect(screen.queryByRole('region')).toBeNull();
    const stored = localStorage.getItem('cookie_consent')!;
    expect(Number.isNaN(Date.parse(stored))).toBe(false);
    unmount();
    renderInApp(<CookieNotice />);
    expect(screen.queryByRole('region', { name: 'Уведомление об использовании cookie' })).toBeNull();
  });

  it('steps aside while the phone menu is open, which it would otherwise cover, and comes back when it closes', async () => {
    useViewport('phone');
    renderInApp(
      <>
        <SiteHeader />
        <CookieNotice />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Уведомление об использовании cookie' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Открыть меню' }));
    expect(screen.queryByRole('region', { name: 'Уведомление об использовании cookie' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть меню' }));
    expect(screen.getByRole('region', { name: 'Уведомление об использовании cookie' })).toBeVisible();
  });
});
