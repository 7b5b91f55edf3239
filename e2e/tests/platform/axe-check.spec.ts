import { axeViolations } from '../../support/accessibility';
import { expect, test } from '../../support/fixtures';

// The suite's axe check (support/accessibility.ts) must be able to fail: a page with known faults
// gets them back, one line per rule.
test('the axe check reports an image without alt text and a nameless button', async ({ page }) => {
  await page.setContent(
    '<html lang="ru"><head><title>Проверка</title></head><body><main><h1>Проверка</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></body></html>',
  );
  const violations = await axeViolations(page);
  expect(violations.some((line) => line.startsWith('image-alt '))).toBe(true);
  expect(violations.some((line) => line.startsWith('button-name '))).toBe(true);
});
