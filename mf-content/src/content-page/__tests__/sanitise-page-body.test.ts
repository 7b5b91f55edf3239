// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify does not support happy-dom (cure53/DOMPurify#1457).
import { describe, expect, it } from 'vitest';
import { visuallyHiddenClass } from 'shared';
import { CELL_COLUMN_ATTRIBUTE, HEADER_ROW_ATTRIBUTE, sanitisePageBody, TABLE_SCROLL_ATTRIBUTE, TABLE_STACKS_ATTRIBUTE } from '../sanitise-page-body';

const SITE = 'http://127.0.0.1:3000';

function render(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitisePageBody(html, SITE);
  return container;
}

describe('sanitisePageBody: nothing in a body can run script', () => {
  it.each([
    ['a script element', '<p>До</p><script>window.__pwned = 1</script><p>После</p>'],
    ['an onerror handler', '<img src="x" onerror="window.__pwned = 1">'],
    ['an onclick handler', '<p onclick="window.__pwned = 1">Текст</p>'],
    ['an svg onload', '<svg onload="window.__pwned = 1"><circle r="1"/></svg>'],
    ['an iframe srcdoc', '<iframe srcdoc="<script>parent.__pwned = 1</script>"></iframe>'],
    ['a javascript: link', '<a href="javascript:window.__pwned = 1">Ссылка</a>'],
    ['a mixed-case javascript: link', '<a href="JaVaScRiPt:window.__pwned = 1">Ссылка</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:window.__pwned = 1">Ссылка</a>'],
    ['a javascript: link with a leading tab', '<a href="\tjavascript:window.__pwned = 1">Ссылка</a>'],
    ['a data:text/html link', '<a href="data:text/html,<script>window.__pwned = 1</script>">Ссылка</a>'],
    ['a form posting to javascript:', '<form action="javascript:window.__pwned = 1"><button>Отправить</button></form>'],
    ['a style element', '<style>body { display: none }</style><p>Текст</p>'],
    ['a mutation-XSS attempt', '<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>">'],
    ['a math namespace confusion', '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=1>'],
  ])('strips %s', (_name, html) => {
    const output = sanitisePageBody(html, SITE);
    expect(output).not.toMatch(/<script/i);
    expect(output).not.toMatch(/\son\w+\s*=/i);
    expect(output).not.toMatch(/javascript:/i);
    expect(output).not.toMatch(/data:text\/html/i);
    expect(output).not.toMatch(/<(style|iframe|form|svg|math)\b/i);
  });

  it('keeps readable markup: paragraphs, lists, links, tables, emphasis', () => {
    const container = render(
      '<p>Текст <strong>важно</strong> и <em>курсив</em></p><ul><li>Один</li></ul><ol><li>Два</li></ol>' +
        '<table><tr><th>Тариф</th><td>100 ₽</td></tr></table><a href="/about">О проекте</a>',
    );
    expect(container.querySelector('strong')?.textContent).toBe('важно');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('th')?.textContent).toBe('Тариф');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/about');
  });

  it('drops inline styles so a body cannot restyle the page', () => {
    expect(render('<p style="position:fixed;inset:0">Текст</p>').querySelector('p')?.hasAttribute('style')).toBe(false);
  });
});

describe('sanitisePageBody: headings', () => {
  it('demotes an h1 from the server: the page title is the only h1', () => {
    const container = render('<h1>Раздел</h1><p>Текст</p><h2>Подраздел</h2>');
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('h2')?.textContent).toBe('Раздел');
    expect(container.querySelector('h3')?.textContent).toBe('Подраздел');
  });

  it('closes gaps in heading levels so they go in order from h2', () => {
    const container = render('<h3 id="a">Первый</h3><h5>Второй</h5><h3>Третий</h3>');
    expect(Array.from(container.querySelectorAll('h2, h3, h4, h5, h6'), (h) => h.tagName)).toEqual(['H2', 'H3', 'H2']);
    expect(container.querySelector('h2')?.id).toBe('user-content-a');
  });

  it('leaves bodies that already start at h2 as they are', () => {
    const container = render('<h2>Первый</h2><h3>Второй</h3>');
    expect(Array.from(container.querySelectorAll('h2, h3'), (h) => h.tagName)).toEqual(['H2', 'H3']);
  });
});

describe('sanitisePageBody: links', () => {
  it('opens external links in a new tab without access to the opener', () => {
    const link = render('<a href="https://example.com/x">Партнёр</a>').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    const hint = link?.querySelector('[data-new-tab-hint]');
    expect(hint?.textContent).toBe(' (откроется в новой вкладке)');
    expect(hint?.className).toBe(visuallyHiddenClass);
  });

  it('adds nothing a sighted reader sees: the space before the hint is inside the hidden hint, not after the link text', () => {
    const link = render('<p>(<a href="https://example.com/x">текст закона</a>).</p>').querySelector('a');
    const visible = Array.from(link?.childNodes ?? [], (node) =>
      node instanceof Element && node.hasAttribute('data-new-tab-hint') ? '' : node.textContent,
    ).join('');
    expect(visible).toBe('текст закона');
  });

  it('treats protocol-relative links to another host as external', () => {
    expect(render('<a href="//evil.example/x">Ссылка</a>').querySelector('a')?.getAttribute('target')).toBe('_blank');
  });

  it('keeps links to the site itself in the same tab, even if the server asked for a new one', () => {
    const links = render(`<a href="/wiki" target="_blank">База</a><a href="${SITE}/help" target="_top">Помощь</a>`).querySelectorAll('a');
    for (const link of Array.from(links)) expect(link.hasAttribute('target')).toBe(false);
  });

  it('leaves mailto: and tel: links alone', () => {
    const links = render('<a href="mailto:info@example.com">Почта</a><a href="tel:+78000000000">Телефон</a>').querySelectorAll('a');
    expect(Array.from(links, (a) => [a.getAttribute('href'), a.hasAttribute('target')])).toEqual([
      ['mailto:info@example.com', false],
      ['tel:+78000000000', false],
    ]);
  });

  it('points in-page links at the prefixed ids', () => {
    const container = render('<a href="#rules">К правилам</a><h2 id="rules">Правила</h2>');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('#user-content-rules');
    expect(container.querySelector('#user-content-rules')?.textContent).toBe('Правила');
  });
});

describe('sanitisePageBody: tables', () => {
  it('wraps each table in a keyboard-reachable, labelled scroll region', () => {
    const container = render('<table><caption>Тарифы</caption><tr><td>1</td></tr></table><table><tr><td>2</td></tr></table>');
    const wrappers = container.querySelectorAll(`[${TABLE_SCROLL_ATTRIBUTE}]`);
    expect(wrappers).toHaveLength(2);
    expect(wrappers[0]?.getAttribute('tabindex')).toBe('0');
    expect(wrappers[0]?.getAttribute('role')).toBe('region');
    expect(wrappers[0]?.getAttribute('aria-label')).toBe('Таблица: Тарифы');
    expect(wrappers[1]?.getAttribute('aria-label')).toBe('Таблица');
    expect(wrappers[0]?.querySelector('table')).not.toBeNull();
  });

  it('readies a table with a header row to stack on a phone: each cell names its column, the roles stay a table’s', () => {
    const container = render(
      '<table><thead><tr><th>Услуга</th><th>Цена</th></tr></thead><tbody><tr><td>Багаж до 23 кг</td><td>2 490 ₽</td></tr><tr><th>Место</th><td>590 ₽</td></tr></tbody></table>',
    );
    const table = container.querySelector('table')!;
    expect(table.hasAttribute(TABLE_STACKS_ATTRIBUTE)).toBe(true);
    expect(table.getAttribute('role')).toBe('table');
    expect([...container.querySelectorAll('tbody td, tbody th')].map((cell) => [cell.getAttribute('role'), cell.getAttribute(CELL_COLUMN_ATTRIBUTE)])).toEqual([
      ['cell', 'Услуга'],
      ['cell', 'Цена'],
      ['rowheader', 'Услуга'],
      ['cell', 'Цена'],
    ]);
    expect(container.querySelector('thead th')?.getAttribute('role')).toBe('columnheader');
    expect(container.querySelector('thead tr')?.hasAttribute(HEADER_ROW_ATTRIBUTE)).toBe(true);
  });

  it('leaves a table without a plain header row, or with merged cells, as it is (it scrolls)', () => {
    for (const html of [
      '<table><tr><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td></tr></table>',
      '<table><tr><th>А</th><th>Б</th></tr><tr><td colspan="2">1</td></tr></table>',
    ]) {
      const table = render(html).querySelector('table')!;
      expect(table.hasAttribute(TABLE_STACKS_ATTRIBUTE)).toBe(false);
      expect(table.querySelector(`[${CELL_COLUMN_ATTRIBUTE}]`)).toBeNull();
    }
  });
});
