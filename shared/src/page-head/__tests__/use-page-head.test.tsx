// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageHeadPart } from '../page-head';
import { usePageHead } from '../use-page-head';

function Head({ head, layer }: { head: PageHeadPart | null; layer?: 'route' | 'page' }) {
  usePageHead(head, layer);
  return null;
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
const owned = () => [...document.head.querySelectorAll('[data-page-head]')];

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="Из index.html" data-page-head><meta name="viewport" content="width=device-width">';
  document.title = 'Авиабилеты';
});
afterEach(cleanup);

describe('usePageHead', () => {
  it('sets the page’s tags over the route’s, and on leaving the page the route’s come back', () => {
    const route = { title: 'Отель', description: 'Отель: описание.', canonicalPath: '/tours/hotels/7' };
    const page = {
      title: 'Rixos: туры и цены',
      description: 'Туры от 84 500 ₽.',
      image: '/api/images/7.png',
      jsonLd: [{ '@type': 'Hotel', name: 'Rixos' }],
    };
    const { rerender } = render(
      <>
        <Head head={route} layer="route" />
        <Head head={page} />
      </>,
    );
    expect(document.title).toBe('Rixos: туры и цены — Авиабилеты');
    expect(content('meta[name="description"]')).toBe('Туры от 84 500 ₽.');
    expect(content('meta[property="og:image"]')).toBe(`${location.origin}/api/images/7.png`);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${location.origin}/tours/hotels/7`);
    expect(JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!)).toEqual({ '@type': 'Hotel', name: 'Rixos' });
    // One description only: index.html's was the head's own, marked, and is replaced.
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    rerender(<Head head={route} layer="route" />);
    expect(document.title).toBe('Отель — Авиабилеты');
    expect(content('meta[name="description"]')).toBe('Отель: описание.');
    expect(content('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('lets a page registered before the route still win (the route’s head changes after a navigation)', () => {
    const { rerender } = render(
      <>
        <Head head={{ title: 'Первый' }} layer="route" />
        <Head head={{ title: 'Страница' }} />
      </>,
    );
    rerender(
      <>
        <Head head={{ title: 'Второй', noindex: true }} layer="route" />
        <Head head={{ title: 'Страница' }} />
      </>,
    );
    expect(document.title).toBe('Страница — Авиабилеты');
    expect(content('meta[name="robots"]')).toBe('noindex');
  });

  it('removes every tag it owned, and only those, when the last head goes; null sets nothing', () => {
    const { unmount } = render(<Head head={{ title: 'О проекте', description: 'Кто мы.' }} />);
    expect(owned().length).toBeGreaterThan(5);
    unmount();
    expect(owned()).toEqual([]);
    expect(document.title).toBe('Авиабилеты');
    expect(content('meta[name="viewport"]')).toBe('width=device-width');
    render(<Head head={null} />);
    expect(document.title).toBe('Авиабилеты');
    expect(owned()).toEqual([]);
  });
});
