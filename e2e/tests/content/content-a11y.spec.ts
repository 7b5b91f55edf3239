import { expectNoAxeViolations } from '../../support/accessibility';
import { expect, test } from '../../support/fixtures';
import { ContentPageObject } from '../../support/content/content-page-object';
import { CONTENT_PAGES } from '../../support/content/content-pages';

test.describe('content pages: accessibility', () => {
  for (const entry of CONTENT_PAGES) {
    test(`${entry.path}: no axe violation, headings in order, landmark named`, async ({ page }) => {
      const content = new ContentPageObject(page);
      await content.open(entry.path);
      const title = await content.expectLoaded();

      await expect(content.article).toHaveAccessibleName(title);
      const levels = await page
        .locator('main')
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
      expect(levels[0]).toBe(1);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level, `heading ${index} (h${level}) skips a level after h${levels[index - 1]}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
      });

      // The whole page a visitor gets (frame included): every content page must pass axe, not just its body.
      await expectNoAxeViolations(page, entry.path);
    });
  }
});
