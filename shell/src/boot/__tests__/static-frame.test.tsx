// @vitest-environment jsdom
// jsdom: parsing index.html does not fetch its preload links (happy-dom tries, and logs the refusal).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { COOKIE_NOTICE_LAYER, designTokens, STORAGE_KEYS } from 'shared';
import { CookieNotice } from '../../frame/cookie-notice/cookie-notice';
import { BRAND_MIRRORS } from 'shared';
import { FOOTER_LINKS } from '../../frame/footer/footer-links';
import { NavLinks } from '../../frame/header/nav-links';
import { ProfileEntry } from '../../frame/header/profile-entry';
import { DEFAULT_PAGE_DESCRIPTION } from 'shared';
import { earlyBootTables } from 'tooling/route-table.mjs';
import { staticFrameCss } from 'tooling/static-frame-css.mjs';

// index.html's markup is written by hand (painted before any JavaScript); these checks keep it the same
// frame as the React one that replaces it. Its CSS and the early script's tables are written in by the build.
const html = readFileSync(path.join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
const page = new DOMParser().parseFromString(html, 'text/html');
const beforeBundle = readFileSync(path.join(import.meta.dirname, '..', 'before-bundle.js'), 'utf8');
const tables = earlyBootTables();
const css = staticFrameCss();

describe('index.html static frame', () => {
  it('is given the storage keys the API client uses, and nothing of any area: no route, no request to start', () => {
    expect(tables).toEqual({ storageKeys: STORAGE_KEYS });
  });

  it('is styled by the rules of the React frame the build writes in: a rule for each class of its markup, the shell’s tokens', () => {
    expect(html).toMatch(/<style data-critical-css>\s*<%= staticFrameCss %>\s*<\/style>/);
    const classes = new Set([...page.querySelectorAll('[data-static-frame] [class], [data-static-frame]')].flatMap((element) => [...element.classList]));
    for (const name of classes) expect(css, name).toMatch(new RegExp(`\\.${name}[{ ,:]`));
    const root = /^:root\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const inlined = root.split(';').map((declaration) => declaration.split(/:(.*)/s));
    expect(inlined.length).toBeGreaterThan(10);
    for (const [name, value] of inlined) expect(value, name).toBe(designTokens[name as keyof typeof designTokens]);
    for (const [, used] of css.matchAll(/var\((--[\w-]+)/g)) expect(root, used).toContain(`${used}:`);
  });

  it('has the footer links of the React footer, same texts and addresses', () => {
    const links = [...page.querySelectorAll('footer nav a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(FOOTER_LINKS.map(({ text, href }) => [text, href]));
  });

  it('has the header of the React frame: its menu texts, the flights link, and the entry a signed-out visitor sees', () => {
    const { container } = render(
      <MemoryRouter>
        <NavLinks />
        <ProfileEntry ordersRoute="profileOrdersList" />
      </MemoryRouter>,
    );
    const texts = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map((element) => element.textContent?.trim());
    expect(texts(page, 'header nav li')).toEqual(texts(container, 'li'));
    expect(page.querySelector('header nav a')?.getAttribute('href')).toBe(container.querySelector('li a')?.getAttribute('href'));
    expect(page.querySelector('.pf-entry')?.textContent).toBe(container.querySelector('button')?.textContent);
  });

  it('shows the main brand (the page server writes in the partner mirror’s: tooling/page-render.mjs)', () => {
    expect(page.querySelector('[data-brand-name]')?.textContent).toBe(BRAND_MIRRORS.main.capitalisedHostName);
  });

  it('runs no inline script: the CSP allows scripts from files only', () => {
    const inline = [...page.querySelectorAll('script')].filter((script) => !script.hasAttribute('src'));
    expect(inline).toEqual([]);
  });

  it('preloads the two runtime files, which the shell fetches where no server wrote them into the page', () => {
    const preloads = [...page.querySelectorAll('link[rel="preload"][as="fetch"]')].map((link) => [link.getAttribute('href'), link.hasAttribute('crossorigin')]);
    expect(preloads).toEqual([
      ['/config.json', true],
      ['/remotes.json', true],
    ]);
  });

  it('carries the cookie notice of the React frame, hidden until the early script finds no consent', () => {
    const staticNotice = page.querySelector('[data-static-frame] [data-static-cookie-notice]');
    // shown by CSS as soon as it is parsed, on the mark the early script sets before the frame exists
    expect(css).toContain('.pf-cookie{display: none}');
    expect(css).toContain('[data-cookie-notice-pending] .pf-cookie{display: flex}');
    expect(beforeBundle).toContain("setAttribute(COOKIE_PENDING_ATTRIBUTE, '')");
    expect(beforeBundle).toContain("var COOKIE_PENDING_ATTRIBUTE = 'data-cookie-notice-pending'");
    localStorage.clear();
    const { container } = render(<CookieNotice />);
    const reactNotice = container.querySelector('section');
    const words = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();
    expect(words(staticNotice?.querySelector('p'))).toBe(words(reactNotice?.querySelector('p')));
    expect(words(staticNotice?.querySelector('button'))).toBe(words(reactNotice?.querySelector('button')));
    expect(staticNotice?.getAttribute('aria-label')).toBe(reactNotice?.getAttribute('aria-label'));
    expect(staticNotice?.querySelector('a')?.getAttribute('href')).toBe(reactNotice?.querySelector('a')?.getAttribute('href'));
    expect(css).toContain(`.pf-cookie{z-index: ${COOKIE_NOTICE_LAYER}}`);
  });

  it('has the default meta description the router falls back to', () => {
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(DEFAULT_PAGE_DESCRIPTION);
  });
});
