import { expect, test } from '../../support/fixtures';
import { AviaPage, DESKTOP, PHONE } from './avia-page';

// The city fields' placeholder says what they take: clipped («Город или аэропс») it reads as a
// typo. Checked at the widths travellers use most, at the narrowest width of the one-row form and
// at the widest of the two-column one.
for (const viewport of [{ width: 1366, height: 900 }, DESKTOP, { width: 1200, height: 900 }, { width: 1199, height: 900 }, PHONE]) {
  test(`home: the city fields show their whole placeholder at ${viewport.width} px`, async ({ page, health }) => {
    void health;
    await page.setViewportSize(viewport);
    const avia = new AviaPage(page);
    await avia.skipCookieNotice();
    await page.goto('/');
    await expect(avia.from).toBeVisible({ timeout: 20_000 });
    for (const field of [avia.from, avia.to]) {
      const room = await field.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const textWidth = context.measureText(input.placeholder).width;
        const contentWidth = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { placeholder: input.placeholder, textWidth: Math.ceil(textWidth), contentWidth };
      });
      expect(room.placeholder).toBe('Город, аэропорт');
      expect(room.textWidth, JSON.stringify(room)).toBeLessThanOrEqual(room.contentWidth);
    }
  });
}
