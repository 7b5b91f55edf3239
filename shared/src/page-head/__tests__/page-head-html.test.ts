// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { hotelJsonLd } from '../json-ld';
import { canonicalPathOf, mergePageHeads, pageHeadTags } from '../page-head';
import { textStart } from '../text-start';
import { escapeHtml, jsonLdScriptText, pageHeadHtml } from '../page-head-html';

const HOSTILE = '</script><script>alert(1)</script>';
const ORIGIN = 'https://poletim.ru';

/** The head as a browser's HTML parser builds it from the server's string. */
function parsedHead(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}

describe('pageHeadHtml', () => {
  const hostileHead = {
    title: HOSTILE,
    description: `${HOSTILE} "quoted" & 'single'`,
    canonicalPath: '/tours/hotels/7',
    image: '/api/images/7.png?a=1&b="2"',
    imageAlt: HOSTILE,
    jsonLd: [
      hotelJsonLd({
        name: HOSTILE,
        description: 'line\u2028break\u2029 <!-- comment',
        url: `${ORIGIN}/tours/hotels/7`,
        images: [],
        streetAddress: HOSTILE,
        locality: 'Белек',
        country: 'Турция',
        telephone: '',
        stars: 5,
        latitude: 1,
        longitude: 2,
        offers: { lowPrice: 84500, count: 3, url: `${ORIGIN}/tours/hotels/7` },
      }),
    ],
  };

  it('keeps a hotel name of </script><script>… text in every tag, and its JSON-LD parses to the same name', () => {
    const html = pageHeadHtml(hostileHead, ORIGIN);
    expect(html).not.toContain('<script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1); // the JSON-LD's own end only
    const head = parsedHead(html).head;
    // Nothing but the one data block became a script, and no tag holds a script's text as markup.
    expect([...head.querySelectorAll('script')].map((script) => script.type)).toEqual(['application/ld+json']);
    expect(head.querySelector('title')?.textContent).toBe(`${HOSTILE} — Авиабилеты`);
    expect(head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(HOSTILE);
    expect(head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(`${HOSTILE} "quoted" & 'single'`);
    expect(head.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBe(HOSTILE);
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(`${ORIGIN}/api/images/7.png?a=1&b=%222%22`);
    const jsonLd = JSON.parse(head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd.name).toBe(HOSTILE);
    expect(jsonLd.address.streetAddress).toBe(HOSTILE);
    expect(jsonLd.description).toBe('line\u2028break\u2029 <!-- comment');
    expect(jsonLd).toEqual(hostileHead.jsonLd[0]);
  });

  it('writes no raw <, >, &, U+2028 or U+2029 into the JSON-LD', () => {
    const text = jsonLdScriptText({ '@type': 'Thing', name: '<!--</script>&\u2028\u2029' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ '@type': 'Thing', name: '<!--</script>&\u2028\u2029' });
  });

  it('escapes what an attribute or text must not hold', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('prints the Open Graph, Twitter and canonical tags of a page, marked for the browser to take over', () => {
    const head = parsedHead(pageHeadHtml({ title: 'О проекте', description: 'Кто мы.', canonicalPath: '/about' }, ORIGIN)).head;
    const content = (selector: string) => head.querySelector(selector)?.getAttribute('content');
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/about`);
    expect(content('meta[property="og:url"]')).toBe(`${ORIGIN}/about`);
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('meta[property="og:locale"]')).toBe('ru_RU');
    expect(content('meta[property="og:site_name"]')).toBe('Poletim.ru');
    expect(content('meta[property="og:description"]')).toBe('Кто мы.');
    expect(content('meta[name="twitter:card"]')).toBe('summary');
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
    expect(head.querySelectorAll('meta:not([data-page-head]), link:not([data-page-head])')).toHaveLength(0);
  });

  it('names the partner brand on its mirror', () => {
    const tags = pageHeadTags({ title: 'x' }, 'https://avia.bgoperator.ru').tags;
    expect(tags).toContainEqual(['property', 'og:site_name', 'Avia.bgoperator.ru']);
  });

  it('keeps personal pages out of the index, without a canonical address', () => {
    const head = parsedHead(pageHeadHtml({ title: 'Мои заказы', noindex: true, canonicalPath: '/profile/orders' }, ORIGIN)).head;
    expect(head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe('the head model', () => {
  it('drops tracking parameters from the canonical address and keeps the rest in order', () => {
    expect(canonicalPathOf('/tours', '?country=1&utm_source=yandex&utm_term=x&resort=4&yclid=9&gclid=1&fbclid=2')).toBe('/tours?country=1&resort=4');
    expect(canonicalPathOf('/about', '?utm_campaign=mail')).toBe('/about');
    expect(canonicalPathOf('/', '')).toBe('/');
  });

  it('merges layers field by field, the later winning, undefined fields ignored', () => {
    expect(mergePageHeads([{ title: 'Отель', description: 'Маршрут.', noindex: false }, null, { title: 'Rixos', description: undefined }])).toEqual({
      title: 'Rixos',
      description: 'Маршрут.',
      noindex: false,
    });
  });

  it('cuts a description at a word, with an ellipsis', () => {
    expect(textStart('Короткий текст.')).toBe('Короткий текст.');
    const cut = textStart('слово '.repeat(40), 30);
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(cut).toBe('слово слово слово слово…');
  });
});
