import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from '../../src/pages/page-store.js';

describe('sanitiseHtml', () => {
  it('keeps the allowed structure of a content page', () => {
    const html =
      '<h2>Заголовок</h2><p>Текст <strong>жирный</strong> &amp; <em>курсив</em></p><ul><li>один</li></ul><table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(sanitiseHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)" style="x">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>">x</a>', '<a>x</a>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<iframe src="https://evil.example"></iframe>after', 'after'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<style>body{}</style>text', 'text'],
    ['<!-- comment --><p>x</p>', '<p>x</p>'],
    ['a < b > c', 'a &lt; b &gt; c'],
    ['<p>unclosed <strong>bold', '<p>unclosed <strong>bold</strong></p>'],
    ['</p>stray close', 'stray close'],
    ['<p title="x">t</p>', '<p>t</p>'],
  ])('cleans %j', (input, expected) => {
    expect(sanitiseHtml(input)).toBe(expected);
  });

  it('keeps site paths, http(s), mailto and tel links; opens external ones safely', () => {
    expect(sanitiseHtml('<a href="/help">h</a>')).toBe('<a href="/help">h</a>');
    expect(sanitiseHtml('<a href="https://favt.gov.ru">r</a>')).toBe('<a href="https://favt.gov.ru" rel="noopener noreferrer" target="_blank">r</a>');
    expect(sanitiseHtml('<a href="mailto:a@b.ru">m</a>')).toBe('<a href="mailto:a@b.ru">m</a>');
  });

  it('never lets a tag with an event handler or a script element through, for any input', () => {
    const pieces = fc.constantFrom(
      '<',
      '>',
      '"',
      "'",
      '=',
      '/',
      ' ',
      'script',
      'img',
      'a',
      'href',
      'onerror',
      'javascript:',
      'p',
      'svg',
      '&#',
      'x',
      '<!--',
      '-->',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const out = sanitiseHtml(parts.join(''));
        expect(out).not.toMatch(/<script/i);
        expect(out).not.toMatch(/<[^>]*\son\w+=/i);
        // inside a tag: the same letters as text ('href="javascript:' typed in a paragraph) are harmless
        expect(out).not.toMatch(/<[^>]*\shref="\s*javascript:/i);
        expect(out).not.toMatch(/<(img|svg|iframe)/i);
        // Idempotent: sanitising twice changes nothing.
        expect(sanitiseHtml(out)).toBe(out);
      }),
      { numRuns: 2000 },
    );
  });
});
