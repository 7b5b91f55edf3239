import { describe, expect, it } from 'vitest';
import { staticFrameCss, staticRulesOf } from '../static-frame-css.mjs';

describe('static-frame-css', () => {
  const moduleCss = `
    /* a comment */
    .header { position: sticky; top: 0; }
    .inner { display: flex; }
    .logo:focus-visible, .navLink:hover { outline: 2px solid; }
    .dropdown .navLink { display: block; }
    .body > :first-child { margin-top: 0; }
    @media (max-width: 767px) {
      .inner { display: grid; }
    }`;

  it('copies the rules of the mapped classes, renamed, with their media query, and leaves out interaction states and other classes', () => {
    expect(staticRulesOf(moduleCss, { header: 'pf-header', inner: 'pf-inner', navLink: 'pf-nav-link', logo: 'pf-logo', body: 'pf-body' })).toEqual([
      { media: '', selectors: ['.pf-header'], declarations: ['position: sticky', 'top: 0'] },
      { media: '', selectors: ['.pf-inner'], declarations: ['display: flex'] },
      { media: '', selectors: ['.pf-body > :first-child'], declarations: ['margin-top: 0'] },
      { media: '@media (max-width: 767px)', selectors: ['.pf-inner'], declarations: ['display: grid'] },
    ]);
  });

  it('writes the React frame’s declarations, then the static frame’s own, with only the tokens they read', () => {
    const css = staticFrameCss();
    expect(css).toMatch(/^:root\{--/);
    expect(css).toContain('.pf-header{position: sticky;top: 0;z-index: 100;');
    expect(css).toContain('.pf-cookie{position: fixed;');
    expect(css.indexOf('.pf-menu{display: none}')).toBeGreaterThan(css.indexOf('.pf-menu{margin-left: auto;'));
    expect(css).not.toContain(':hover');
    expect(css).not.toContain('--color-accent:');
  });
});
