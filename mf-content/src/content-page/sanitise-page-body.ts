import DOMPurify, { type Config } from 'dompurify';
import { NEW_TAB_HINT, visuallyHiddenClass } from 'shared';
import { pageWindow } from 'shared/page-window';
import { bodyHeadingLevels } from 'shared/page-body-headings';
import { CONTENT_TEXTS } from './content-texts';

/** Page bodies are not trusted, though the server cleans them too: nothing may run script, restyle the shell or pose as the site's forms. */
const FORBIDDEN_TAGS = ['style', 'link', 'meta', 'base', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'frame', 'object', 'embed'];
const FORBIDDEN_ATTRIBUTES = ['style', 'target'];

const BASE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  // Body ids get a prefix so they can never collide with the shell's ids (`#main`, …).
  SANITIZE_NAMED_PROPS: true,
};

/** DOMPurify prefixes body ids with this (SANITIZE_NAMED_PROPS); in-page links must follow. */
export const NAMED_PROP_PREFIX = 'user-content-';

/** Marks a table's scroll wrapper; the page's CSS Module styles it. */
export const TABLE_SCROLL_ATTRIBUTE = 'data-table-scroll';

/** On a table whose rows can stack on a phone; each of its cells then carries its column's header. */
export const TABLE_STACKS_ATTRIBUTE = 'data-table-stacks';
export const CELL_COLUMN_ATTRIBUTE = 'data-column';
export const HEADER_ROW_ATTRIBUTE = 'data-header-row';

/** Marks the visually hidden hint after an external link (shared NEW_TAB_HINT). */
export const NEW_TAB_HINT_ATTRIBUTE = 'data-new-tab-hint';

const HEADING_SELECTOR = 'h1, h2, h3, h4, h5, h6';

/**
 * A page body's sanitised, readable HTML: script-free, headings renumbered from h2, links marked internal or external,
 * tables wrapped to scroll sideways, and tables with a header row ready to stack on phones.
 */
export function sanitisePageBody(html: string, siteOrigin?: string): string {
  const page = pageWindow();
  // No DOM (a page server that gave none): nothing is rendered from the body; the browser does it.
  if (!page) return '';
  // DOMPurify's default instance in the browser: dompurify is not a shared module, so it is this
  // area's alone, and every call passes its whole config (nothing is set with setConfig or addHook to
  // leak). On the page server, one instance on its DOM (jsdom), made once.
  const purifier = purifierFor(page.window);
  const document = page.window.document;
  // A browser DOMPurify cannot protect would get the markup back unchanged: show it as text instead.
  if (!purifier.isSupported) return escapeHtml(html, document);
  const fragment = purifier.sanitize(html, { ...BASE_CONFIG, RETURN_DOM_FRAGMENT: true });
  const root = document.createElement('div');
  root.append(fragment);

  renumberHeadings(root, document);
  markLinks(root, siteOrigin ?? page.origin, document);
  wrapTables(root, document);

  // A last pass over what we serialise: whatever our own edits produced is DOMPurify output too.
  return purifier.sanitize(root.innerHTML, {
    ...BASE_CONFIG,
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    SANITIZE_NAMED_PROPS: false,
  });
}

let serverPurifier: { window: Window; purifier: typeof DOMPurify } | null = null;

function purifierFor(window: Window & typeof globalThis): typeof DOMPurify {
  if (typeof globalThis.window !== 'undefined' && window === globalThis.window) return DOMPurify;
  if (serverPurifier?.window !== window) serverPurifier = { window, purifier: DOMPurify(window) };
  return serverPurifier.purifier;
}

function escapeHtml(text: string, document: Document): string {
  const holder = document.createElement('div');
  holder.textContent = text;
  return holder.innerHTML;
}

/** The page title is the only h1: body headings go in order from h2 (the rule the early paint shares). */
function renumberHeadings(root: HTMLElement, document: Document): void {
  const levelOf = bodyHeadingLevels(root);
  for (const heading of Array.from(root.querySelectorAll<HTMLHeadingElement>(HEADING_SELECTOR))) {
    const level = levelOf(headingLevel(heading));
    if (level === headingLevel(heading)) continue;
    const replacement = document.createElement(`h${level}`);
    for (const attribute of Array.from(heading.attributes)) replacement.setAttribute(attribute.name, attribute.value);
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
}

function headingLevel(heading: Element): number {
  return Number(heading.tagName.slice(1));
}

function markLinks(root: HTMLElement, siteOrigin: string, document: Document): void {
  for (const anchor of Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    const href = anchor.getAttribute('href') ?? '';
    const kind = classifyLink(href, siteOrigin);
    if (kind.type === 'fragment') {
      anchor.setAttribute('href', `#${NAMED_PROP_PREFIX}${kind.fragment}`);
    } else if (kind.type === 'external') {
      // A new tab that cannot reach back into the site through window.opener.
      anchor.setAttribute('target', '_blank');
      anchor.setAttribute('rel', 'noopener noreferrer');
      // Screen reader users hear that the link leaves this tab.
      const hint = document.createElement('span');
      hint.setAttribute(NEW_TAB_HINT_ATTRIBUTE, '');
      hint.className = visuallyHiddenClass ?? '';
      hint.textContent = NEW_TAB_HINT;
      anchor.append(hint);
    }
  }
}

function wrapTables(root: HTMLElement, document: Document): void {
  for (const table of Array.from(root.querySelectorAll('table'))) {
    const wrapper = document.createElement('div');
    wrapper.setAttribute(TABLE_SCROLL_ATTRIBUTE, '');
    // A region that may scroll must be reachable by keyboard and say what it holds.
    wrapper.setAttribute('tabindex', '0');
    wrapper.setAttribute('role', 'region');
    const caption = table.querySelector('caption')?.textContent?.trim();
    wrapper.setAttribute('aria-label', caption ? `${CONTENT_TEXTS.tableLabel}: ${caption}` : CONTENT_TEXTS.tableLabel);
    table.replaceWith(wrapper);
    wrapper.append(table);
    labelCellsWithColumns(table);
  }
}

/**
 * A table with one plain header row and no merged cells can be read row by row: each cell shows its column's header before
 * it. Stacked with CSS, rows stop being a table to some screen readers, so the table's roles are written out.
 */
function labelCellsWithColumns(table: HTMLTableElement): void {
  const [headerRow, ...rows] = Array.from(table.rows);
  if (!headerRow || rows.length === 0 || table.querySelector('[colspan], [rowspan]')) return;
  const headers = Array.from(headerRow.cells);
  if (headers.some((cell) => cell.tagName !== 'TH') || rows.some((row) => row.cells.length !== headers.length)) return;
  table.setAttribute(TABLE_STACKS_ATTRIBUTE, '');
  table.setAttribute('role', 'table');
  for (const group of Array.from(table.querySelectorAll('thead, tbody, tfoot'))) group.setAttribute('role', 'rowgroup');
  for (const row of [headerRow, ...rows]) row.setAttribute('role', 'row');
  headerRow.setAttribute(HEADER_ROW_ATTRIBUTE, '');
  for (const header of headers) header.setAttribute('role', 'columnheader');
  for (const row of rows) {
    Array.from(row.cells).forEach((cell, index) => {
      cell.setAttribute('role', cell.tagName === 'TH' ? 'rowheader' : 'cell');
      cell.setAttribute(CELL_COLUMN_ATTRIBUTE, headers[index]!.textContent?.trim() ?? '');
    });
  }
}

/** What a link in a page body points at, which decides how a click on it is handled. */
export type LinkKind =
  /** A path of this site: navigated client-side, without a page reload. */
  | { type: 'internal'; path: string }
  /** A place in the same page (`#section`): the browser scrolls there itself. */
  | { type: 'fragment'; fragment: string }
  /** Another site: opens in a new tab. */
  | { type: 'external' }
  /** `mailto:`, `tel:` and the like: left to the browser. */
  | { type: 'other' };

const WEB_PROTOCOLS = new Set(['http:', 'https:']);

/** Classifies an href as written in a page body; `base` resolves relative hrefs, by default the site root (bodies are written against it). */
export function classifyLink(href: string, siteOrigin: string, base: string = `${siteOrigin}/`): LinkKind {
  const trimmed = href.trim();
  if (trimmed.startsWith('#')) return { type: 'fragment', fragment: trimmed.slice(1) };
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return { type: 'other' };
  }
  if (!WEB_PROTOCOLS.has(url.protocol)) return { type: 'other' };
  if (url.origin !== siteOrigin) return { type: 'external' };
  return { type: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
}
