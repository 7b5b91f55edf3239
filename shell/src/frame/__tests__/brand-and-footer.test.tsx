import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandMirrorFor } from 'shared';
import { SiteFooter } from '../footer/site-footer';
import { renderInApp } from './render-frame';

afterEach(() => vi.unstubAllGlobals());

describe('brand mirrors', () => {
  it('the main mirror for an ordinary host', () => {
    expect(brandMirrorFor('poletim.ru')).toEqual({
      id: 'main',
      email: 'help@poletim.ru',
      hostName: 'poletim.ru',
      capitalisedHostName: 'Poletim.ru',
      homeUrl: 'https://poletim.ru/',
    });
    expect(brandMirrorFor('127.0.0.1').id).toBe('main');
  });

  it('the partner mirror when the host contains the partner-brand marker', () => {
    expect(brandMirrorFor('avia.BGOperator.ru')).toEqual({
      id: 'partner',
      email: 'avia@bgoperator.ru',
      hostName: 'avia.bgoperator.ru',
      capitalisedHostName: 'Avia.bgoperator.ru',
      homeUrl: 'https://avia.bgoperator.ru/',
    });
  });
});

describe('footer', () => {
  it('has the seven links with their exact texts to their routes', () => {
    renderInApp(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: 'Информация' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['О проекте', '/about'],
      ['Пользовательское соглашение', '/agreement'],
      ['Политика конфиденциальности', '/policy'],
      ['База знаний', '/wiki'],
      ['Информация об оплате', '/payment'],
      ['Помощь', '/help'],
      ['Тарифы на дополнительные услуги', '/feature-tariffs'],
    ]);
  });

  it('has the contacts: Telegram bot, WhatsApp and the mirror e-mail', () => {
    renderInApp(<SiteFooter />);
    expect(screen.getByRole('link', { name: 'Telegram-бот' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/t\.me\//));
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\//));
    expect(screen.getByRole('link', { name: 'help@poletim.ru' })).toHaveAttribute('href', 'mailto:help@poletim.ru');
  });

  it('states the legal entity, tax and registration numbers, postal address and card logo', () => {
    renderInApp(<SiteFooter />);
    expect(screen.getByText(/ООО «Полетим»/)).toBeInTheDocument();
    expect(screen.getByText('ИНН 7701234567, ОГРН 1227700123456')).toBeInTheDocument();
    expect(screen.getByText(/Адрес для корреспонденции: 123112/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Оплата картами Мир, Visa и Mastercard' })).toBeInTheDocument();
  });
});
