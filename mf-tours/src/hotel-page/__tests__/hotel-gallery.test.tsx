import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { apiBaseUrl } from 'shared';
import { countImageFailure, imageFailures } from 'shared/lazy-image';
import { HOTEL_PHOTO_SIZES, type HotelImage } from 'shared/tours';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HotelGallery } from '../hotel-gallery';

const images: HotelImage[] = [0, 1, 2].map((n) => ({
  full: `/tours/hotels/1/images/${n}/full.png`,
  small2x: `/tours/hotels/1/images/${n}/small2x.png`,
  small: `/tours/hotels/1/images/${n}/small.png`,
  thumb2x: `/tours/hotels/1/images/${n}/thumb2x.png`,
  thumb: `/tours/hotels/1/images/${n}/thumb.png`,
}));

// jsdom fetches no image and calls every <img> broken at once; a browser's is loading until it is not
beforeEach(() => {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
});
afterEach(() => {
  vi.restoreAllMocks();
  delete window.platformImageFailures;
});

function stage() {
  return screen.getByRole('group', { name: /^Фото \d из 3/ });
}

describe('hotel gallery', () => {
  it('moves with ← → Home End on the focused photo, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<HotelGallery images={images} hotelName="Отель Морской бриз" />);
    stage().focus();
    await user.keyboard('{ArrowRight}');
    expect(stage()).toHaveAttribute('data-gallery-index', '1');
    expect(screen.getByText('2 из 3')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(stage()).toHaveAttribute('data-gallery-index', '2');
    await user.keyboard('{ArrowRight}');
    expect(stage()).toHaveAttribute('data-gallery-index', '0');
    await user.keyboard('{ArrowLeft}');
    expect(stage()).toHaveAttribute('data-gallery-index', '2');
    await user.keyboard('{Home}');
    expect(stage()).toHaveAttribute('data-gallery-index', '0');
  });

  it('a swipe left shows the next photo, a swipe right the previous one, a tap nothing', () => {
    render(<HotelGallery images={images} hotelName="Отель Морской бриз" />);
    fireEvent.pointerDown(stage(), { clientX: 300 });
    fireEvent.pointerUp(stage(), { clientX: 200 });
    expect(stage()).toHaveAttribute('data-gallery-index', '1');
    fireEvent.pointerDown(stage(), { clientX: 200 });
    fireEvent.pointerUp(stage(), { clientX: 210 });
    expect(stage()).toHaveAttribute('data-gallery-index', '1');
    fireEvent.pointerDown(stage(), { clientX: 100 });
    fireEvent.pointerUp(stage(), { clientX: 200 });
    expect(stage()).toHaveAttribute('data-gallery-index', '0');
  });

  it('the thumbnails and arrow buttons choose a photo too', async () => {
    const user = userEvent.setup();
    render(<HotelGallery images={images} hotelName="Отель Морской бриз" />);
    await user.click(screen.getByRole('button', { name: 'Фото 3' }));
    expect(stage()).toHaveAttribute('data-gallery-index', '2');
    expect(screen.getByRole('button', { name: 'Фото 3' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Предыдущее фото' }));
    expect(stage()).toHaveAttribute('data-gallery-index', '1');
  });
});

describe('the large photo', () => {
  const firstPhoto = () => `${apiBaseUrl()}/tours/hotels/1/images/0/small2x.png`;
  const withSrcset = images.map((image, n) => ({
    ...image,
    webpSrcset: `/tours/hotels/1/images/${n}/small.webp 400w, /tours/hotels/1/images/${n}/full.webp 1200w`,
  }));

  it('is asked for at once, WebP in the widths of its box, PNG where WebP is not understood', () => {
    const { container } = render(<HotelGallery images={withSrcset} hotelName="Отель Морской бриз" />);
    const base = apiBaseUrl();
    const source = container.querySelector('[data-gallery-index] picture source')!;
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('srcset')).toBe(`${base}/tours/hotels/1/images/0/small.webp 400w, ${base}/tours/hotels/1/images/0/full.webp 1200w`);
    expect(source.getAttribute('sizes')).toBe(HOTEL_PHOTO_SIZES);
    const img = screen.getByRole('img', { name: 'Отель Морской бриз, фото 1' });
    expect(img).toHaveAttribute('src', `${base}/tours/hotels/1/images/0/small2x.png`);
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '534']);
    fireEvent.load(img);
    expect(img).toHaveAttribute('data-state', 'loaded');
  });

  it('counts the attempt another element spent on the first photo (the server’s HTML, the early script’s paint): two more, then the placeholder', () => {
    vi.useFakeTimers();
    const early = document.createElement('img');
    early.src = firstPhoto();
    countImageFailure(early, new Event('error'));
    try {
      render(<HotelGallery images={withSrcset} hotelName="Отель Морской бриз" />);
      for (let attempt = 2; attempt <= 3; attempt += 1) {
        const img = screen.getByRole('img', { name: 'Отель Морской бриз, фото 1' });
        expect(img).toHaveAttribute('data-state', 'loading');
        fireEvent.error(img);
        act(() => void vi.advanceTimersByTime(1000));
      }
      expect(screen.getByRole('img', { name: 'Отель Морской бриз, фото 1 — нет фото' })).toHaveAttribute('data-state', 'error');
      expect(imageFailures(firstPhoto())).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hydrating the server’s HTML keeps its photo, and a photo that failed before React listened is one of the 3 attempts', async () => {
    vi.useFakeTimers();
    const host = document.createElement('div');
    host.innerHTML = renderToString(<HotelGallery images={withSrcset} hotelName="Отель Морской бриз" />);
    document.body.append(host);
    const served = host.querySelector<HTMLImageElement>('picture img')!;
    expect(served).toHaveAttribute('src', firstPhoto());
    expect(served).toHaveAttribute('fetchpriority', 'high');
    // broken before hydration: complete, with no width (its error event came before React's listener)
    Object.defineProperty(served, 'complete', { value: true });
    Object.defineProperty(served, 'naturalWidth', { value: 0 });
    try {
      await act(async () => void hydrateRoot(host, <HotelGallery images={withSrcset} hotelName="Отель Морской бриз" />));
      expect(imageFailures(firstPhoto())).toBe(1);
      act(() => void vi.advanceTimersByTime(1000));
      const second = screen.getByRole('img', { name: 'Отель Морской бриз, фото 1' });
      expect(second).not.toBe(served);
      expect(second).toHaveAttribute('data-state', 'loading');
      fireEvent.error(second);
      act(() => void vi.advanceTimersByTime(1000));
      fireEvent.error(screen.getByRole('img', { name: 'Отель Морской бриз, фото 1' }));
      act(() => void vi.advanceTimersByTime(1000));
      expect(screen.getByRole('img', { name: 'Отель Морской бриз, фото 1 — нет фото' })).toHaveAttribute('data-state', 'error');
      expect(imageFailures(firstPhoto())).toBe(3);
    } finally {
      host.remove();
      vi.useRealTimers();
    }
  });

  it('a photo that fails once, then loads, shows', () => {
    vi.useFakeTimers();
    try {
      render(<HotelGallery images={withSrcset} hotelName="Отель Морской бриз" />);
      fireEvent.error(screen.getByRole('img', { name: 'Отель Морской бриз, фото 1' }));
      act(() => void vi.advanceTimersByTime(1000));
      const img = screen.getByRole('img', { name: 'Отель Морской бриз, фото 1' });
      fireEvent.load(img);
      expect(img).toHaveAttribute('data-state', 'loaded');
      expect(imageFailures(firstPhoto())).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries three times, then shows the "no photo" placeholder in the same box', () => {
    vi.useFakeTimers();
    try {
      render(<HotelGallery images={withSrcset} hotelName="Отель Морской бриз" />);
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const img = screen.getByRole('img', { name: 'Отель Морской бриз, фото 1' });
        expect(img).toHaveAttribute('data-state', 'loading');
        fireEvent.error(img);
        act(() => void vi.advanceTimersByTime(1000));
      }
      const placeholder = screen.getByRole('img', { name: 'Отель Морской бриз, фото 1 — нет фото' });
      expect(placeholder).toHaveAttribute('data-state', 'error');
      expect(placeholder.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      expect([placeholder.getAttribute('width'), placeholder.getAttribute('height')]).toEqual(['800', '534']);
    } finally {
      vi.useRealTimers();
    }
  });
});
