import { describe, expect, it } from 'vitest';
import { lintAreaCss } from '../lint-area-css.mjs';

describe('lint-area-css', () => {
  it('rejects a raw hex colour and accepts a design token', () => {
    expect(lintAreaCss('.a {\n  color: #1b2330;\n}')).toEqual(['2: raw colour #1b2330; use a design token, var(--color-…)']);
    expect(lintAreaCss('.a { background: var(--color-danger, #b3261e); }')).toHaveLength(1);
    expect(lintAreaCss('.a { color: var(--color-text); }')).toEqual([]);
  });

  it('ignores colours named in comments', () => {
    expect(lintAreaCss('/* was #fff */\n.a { color: var(--color-text); }')).toEqual([]);
  });

  it('accepts only the one phone breakpoint near phone widths', () => {
    expect(lintAreaCss('@media (max-width: 767px) {}\n@media (min-width: 768px) {}\n@media (min-width: 64rem) {}')).toEqual([]);
    expect(lintAreaCss('@media (max-width: 768px) {}')).toHaveLength(1);
    expect(lintAreaCss('@media (max-width: 47.99rem) {}')).toHaveLength(1);
    expect(lintAreaCss('@media (min-width: 48rem) {}')).toHaveLength(1);
  });

  it('asks a stylesheet that moves things for a reduced-motion rule; a colour fading needs none', () => {
    expect(lintAreaCss('.bar {\n  transition: width 0.3s;\n}')).toEqual([
      '2: motion without a (prefers-reduced-motion: reduce) rule for it in this stylesheet',
    ]);
    expect(lintAreaCss('.a { animation: spin 1s infinite; }')).toHaveLength(1);
    expect(lintAreaCss('.a { animation: spin 1s infinite; }\n@media (prefers-reduced-motion: reduce) { .a { animation: none; } }')).toEqual([]);
    expect(lintAreaCss('.a { transition: background-color 0.15s; animation: none; }')).toEqual([]);
  });
});
