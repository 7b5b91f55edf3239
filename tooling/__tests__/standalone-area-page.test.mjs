import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHELL_TEMPLATE_FILE, standaloneAreaPage } from '../standalone-area-page.mjs';

const shellTemplate = readFileSync(SHELL_TEMPLATE_FILE, 'utf8');

describe("an area's standalone page", () => {
  it("is the shell page's head to its title, with the area's title and an empty root", () => {
    const page = standaloneAreaPage(shellTemplate, 'Информация (mf-content, автономно)');
    const head = shellTemplate.slice(0, shellTemplate.indexOf('<title>'));
    expect(page.startsWith(head)).toBe(true);
    expect(head).toContain('<html lang="ru">');
    expect(page.slice(head.length)).toBe(
      '<title>Информация (mf-content, автономно)</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
    );
    // none of the shell's own page: its static frame, critical CSS, config requests
    for (const shellOnly of ['data-static-frame', 'data-critical-css', 'config.json', '<%']) expect(page).not.toContain(shellOnly);
  });

  it('writes a title with $ patterns as is', () => {
    expect(standaloneAreaPage(shellTemplate, "$& $' $1")).toContain("<title>$& $' $1</title>");
  });

  it('refuses a shell template without its title line in <head>', () => {
    expect(() => standaloneAreaPage('<html><head><title>Полетим</title></head></html>', 'x')).toThrow(/standalone page/);
  });
});
