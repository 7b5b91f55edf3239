import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageSource, LazyImage, NO_PHOTO_SRC, variantForScreen } from '../../entries/lazy-image';
import { forgetAllImages, isImageCached, rememberImage } from '../image-cache';

/** Stands in for the browser's image loader: URLs in `failing` fail, others load. */
const attempts: string[] = [];
let failing = new Set<string>();

class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(url: string) {
    attempts.push(url);
    queueMicrotask(() => (failing.has(url) ? this.onerror?.() : this.onload?.()));
  }
}

beforeEach(() => {
  attempts.length = 0;
  failing = new Set();
  forgetAllImages();
  vi.stubGlobal('Image', FakeImage);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const flush = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('variant fallback', () => {
  it('falls back to the next larger variant (thumb → thumb2x → small → small2x → full), never to a smaller one', () => {
    const all = { thumb: 't', thumb2x: 't2', small: 's', small2x: 's2', full: 'f' };
    expect(imageSource(all, 'thumb')).toBe('t');
    expect(imageSource(all, 'small')).toBe('s');
    expect(imageSource({ thumb2x: 't2', small: 's', full: 'f' }, 'thumb')).toBe('t2');
    expect(imageSource({ small: 's', full: 'f' }, 'thumb')).toBe('s');
    expect(imageSource({ thumb: 't', small2x: 's2', full: 'f' }, 'small')).toBe('s2');
    expect(imageSource({ thumb: 't', full: 'f' }, 'small2x')).toBe('f');
    expect(imageSource({ thumb: 't', thumb2x: 't2' }, 'small')).toBeNull();
    expect(imageSource(undefined, 'thumb')).toBeNull();
  });

  it('asks for the 2x variant on a high-density screen', () => {
    expect(variantForScreen('thumb', 2)).toBe('thumb2x');
    expect(variantForScreen('small', 3)).toBe('small2x');
    expect(variantForScreen('small', 1)).toBe('small');
    expect(variantForScreen('full', 2)).toBe('full');
  });
});

describe('LazyImage', () => {
  it('shows the image once it has loaded', async () => {
    render(<LazyImage image={{ thumb: '/t.jpg', full: '/full.jpg' }} alt="Отель Sea View" />);
    await flush();
    const image = screen.getByRole('img', { name: 'Отель Sea View' });
    expect(image).toHaveAttribute('src', '/t.jpg');
    expect(image).toHaveAttribute('data-state', 'loaded');
  });

  it('shows the "no photo" placeholder when no variant exists', () => {
    render(<LazyImage image={{}} alt="Отель" />);
    expect(screen.getByRole('img', { name: 'Отель — нет фото' })).toHaveAttribute('src', NO_PHOTO_SRC);
  });

  it('tries a failing image 3 times, pausing between attempts, then shows the placeholder', async () => {
    vi.useFakeTimers();
    failing.add('/broken.jpg');
    render(<LazyImage image={{ thumb: '/broken.jpg' }} alt="Отель" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(attempts).toEqual(['/broken.jpg']);
    expect(screen.getByRole('img')).toHaveAttribute('data-state', 'loading');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(attempts).toEqual(['/broken.jpg', '/broken.jpg', '/broken.jpg']);
    expect(screen.getByRole('img', { name: 'Отель — нет фото' })).toHaveAttribute('src', NO_PHOTO_SRC);
    expect(screen.getByRole('img')).toHaveAttribute('data-state', 'error');
    vi.useRealTimers();
  });

  it('loads when a retry succeeds', async () => {
    vi.useFakeTimers();
    failing.add('/flaky.jpg');
    render(<LazyImage image={{ small: '/flaky.jpg' }} variant="small" alt="Отель" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    failing.delete('/flaky.jpg');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(attempts).toEqual(['/flaky.jpg', '/flaky.jpg']);
    expect(screen.getByRole('img', { name: 'Отель' })).toHaveAttribute('src', '/flaky.jpg');
    vi.useRealTimers();
  });

  it('loads the next larger variant when the asked one is missing', async () => {
    render(<LazyImage image={{ small2x: '/s2.png', full: '/f.png' }} variant="thumb" alt="Отель" />);
    await flush();
    expect(attempts).toEqual(['/s2.png']);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/s2.png');
  });

  it('waits until the image comes within 1.3 screen heights, checking on scroll', async () => {
    vi.useFakeTimers();
    let top = window.innerHeight * 1.5;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top, bottom: top + 100 }) as DOMRect);
    render(<LazyImage image={{ thumb: '/far.jpg' }} alt="Отель" />);
    expect(attempts).toEqual([]);
    top = window.innerHeight * 1.2;
    window.dispatchEvent(new Event('scroll'));
    expect(attempts).toEqual([]); // throttled: not before 200 ms
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(attempts).toEqual(['/far.jpg']);
    vi.useRealTimers();
  });

  it('shows a cached image at once', () => {
    rememberImage('/seen.jpg');
    render(<LazyImage image={{ thumb: '/seen.jpg' }} alt="Отель" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/seen.jpg');
    expect(attempts).toEqual([]);
  });
});

describe('image cache', () => {
  it('keeps the 200 most recent images', () => {
    for (let index = 0; index < 201; index += 1) rememberImage(`/${index}.jpg`);
    expect(isImageCached('/0.jpg')).toBe(false);
    expect(isImageCached('/1.jpg')).toBe(true);
    expect(isImageCached('/200.jpg')).toBe(true);
  });
});
