// @vitest-environment jsdom
import { STORAGE_KEYS } from 'shared';
import { imageFailures } from 'shared/lazy-image';
import { forgetEarlyScript, runEarlyScript } from './early-script-harness';

// What the early script still does before the bundle (docs/architecture.md#early-script): the cookie
// notice of a first visit, the count of failed images and preloads of the server's HTML. Everything
// else a page needs early comes in the server's HTML.
afterEach(() => {
  forgetEarlyScript();
  document.body.innerHTML = '';
  delete window.platformImageFailures;
});

describe('the early script', () => {
  it('marks a first visit for the cookie notice, and «ОК» stores the consent and takes the mark away', () => {
    document.body.innerHTML = '<section data-static-cookie-notice><p>Мы используем cookie</p><button type="button">ОК</button></section>';
    runEarlyScript('/', () => undefined);
    expect(document.documentElement.hasAttribute('data-cookie-notice-pending')).toBe(true);
    document.querySelector('p')!.click();
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBeNull();
    document.querySelector('button')!.click();
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).not.toBeNull();
    expect(document.documentElement.hasAttribute('data-cookie-notice-pending')).toBe(false);
  });

  it('leaves the notice hidden when consent is stored', () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, new Date().toISOString());
    runEarlyScript('/', () => undefined);
    expect(document.documentElement.hasAttribute('data-cookie-notice-pending')).toBe(false);
  });

  it('counts each failed attempt at an <img> of the server’s HTML once, and marks a failed preload for the shell’s retry', () => {
    runEarlyScript('/tours/hotels/1022', () => undefined);
    const photo = `${'http://api.test'}/tours/hotels/1022/images/0/small2x.png?v=1`;
    document.body.innerHTML = `<main><picture><img src="${photo}" alt="Отель, фото 1"></picture></main>`;
    const img = document.querySelector('img')!;
    const failure = new Event('error');
    img.dispatchEvent(failure);
    img.dispatchEvent(failure);
    expect(imageFailures(photo)).toBe(1);
    img.dispatchEvent(new Event('error'));
    expect(imageFailures(photo)).toBe(2);
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.href = 'http://areas.test/mf-tours/remoteEntry.js';
    document.head.append(preload);
    preload.dispatchEvent(new Event('error'));
    expect(preload.hasAttribute('data-preload-failed')).toBe(true);
    preload.remove();
  });

  it('asks the network for nothing: not a page’s data, a search, the session, the orders, the area’s files', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'signed-in');
    const tourSearch = '/tours?from=MOW&destination=country-1&dateFrom=2026-12-20&dateTo=2026-12-27&nightsFrom=7&nightsTo=10&adults=2';
    for (const pathname of ['/', '/about', '/tours/hotels/1022', '/profile/orders', '/profile', '/search/MOW2512LED1', tourSearch]) {
      const { fetchMock } = runEarlyScript(pathname, () => Response.json({}));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(
        fetchMock.mock.calls.map(([url]) => String(url)),
        pathname,
      ).toEqual([]);
    }
  });
});
