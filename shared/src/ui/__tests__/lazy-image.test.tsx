import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageSource, LazyImage, NO_PHOTO_SRC } from '..';
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

const flush = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

describe('variant fallback', () => {
  it('falls back to the next larger variant, then to the full image', () => {
    expect(imageSource({ small: 's', thumb: 't', url: 'u' }, 'small')).toBe('s');
    expect(imageSource({ thumb: 't', url: 'u' }, 'small')).toBe('t');
    expect(imageSource({ thumb2x: 't2', url: 'u' }, 'small2x')).toBe('t2');
    expect(imageSource({ url: 'u' }, 'thumb2x')).toBe('u');
    expect(imageSource({ small: 's' }, 'thumb')).toBeNull();
    expect(imageSource(undefined, 'thumb')).toBeNull();
  });
});

describe('LazyImage', () => {
  it('shows the image once it has loaded', async () => {
    render(<LazyImage image={{ thumb: '/t.jpg', url: '/full.jpg' }} alt="Отель Sea View" />);
    await flush();
    const image = screen.getByRole('img', { name: 'Отель Sea View' });
    expect(image).toHaveAttribute('src', '/t.jpg');
    expect(image).toHaveAttribute('data-state', 'loaded');
  });

  it('shows the "no photo" placeholder when no variant exists', () => {
    render(<LazyImage image={{}} alt="Отель" />);
    expect(screen.getByRole('img', { name: 'Отель — нет фото' })).toHaveAttribute('src', NO_PHOTO_SRC);
  });

  it('tries a failing image 3 times, then shows the placeholder', async () => {
    failing.add('/broken.jpg');
    render(<LazyImage image={{ thumb: '/broken.jpg' }} alt="Отель" />);
    await flush();
    await flush();
    expect(attempts).toEqual(['/broken.jpg', '/broken.jpg', '/broken.jpg']);
    expect(screen.getByRole('img')).toHaveAttribute('src', NO_PHOTO_SRC);
    expect(screen.getByRole('img')).toHaveAttribute('data-state', 'error');
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
    await act(async () => { vi.advanceTimersByTime(200); });
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
