import { afterEach, describe, expect, it } from 'vitest';
import { countImageFailure, imageFailures } from '../image-failures.js';

const URL_OF_PHOTO = 'http://api.test/tours/hotels/1/images/0/small2x.png';

function img(): HTMLImageElement {
  const element = document.createElement('img');
  element.src = URL_OF_PHOTO;
  return element;
}

afterEach(() => {
  delete window.platformImageFailures;
});

describe('the page’s one count of failed image attempts (product rules §4)', () => {
  it('counts an error event once however many listeners see it, and each new failure of the same element again', () => {
    const photo = img();
    const first = new Event('error');
    expect(countImageFailure(photo, first)).toBe(1);
    expect(countImageFailure(photo, first)).toBe(1);
    // Chromium asked again for it (the shell moved it): a second request, a second event
    expect(countImageFailure(photo, new Event('error'))).toBe(2);
    expect(imageFailures(URL_OF_PHOTO)).toBe(2);
  });

  it('a failure found on mount (complete, no width) and its error event coming afterwards are one attempt', () => {
    const photo = img();
    expect(countImageFailure(photo)).toBe(1);
    expect(countImageFailure(photo)).toBe(1);
    expect(countImageFailure(photo, new Event('error'))).toBe(1);
    expect(countImageFailure(photo, new Event('error'))).toBe(2);
  });

  it('a failure found on an element whose error was already counted is not counted again', () => {
    const photo = img();
    countImageFailure(photo, new Event('error'));
    expect(countImageFailure(photo)).toBe(1);
  });

  it('adds the attempts of every element showing the same image, and reads URLs as absolute', () => {
    countImageFailure(img(), new Event('error'));
    countImageFailure(img(), new Event('error'));
    expect(imageFailures(URL_OF_PHOTO)).toBe(2);
    expect(imageFailures('http://api.test/tours/hotels/1/images/1/small2x.png')).toBe(0);
    const relative = document.createElement('img');
    relative.src = '/images/a.png';
    countImageFailure(relative, new Event('error'));
    expect(imageFailures('/images/a.png')).toBe(1);
  });
});
