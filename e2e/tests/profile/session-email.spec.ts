import type { Locator } from '@playwright/test';
import { apiBaseOf, createAccount } from '../../support/frame/frame-api';
import { expect, PHONE, test } from '../../support/fixtures';

/** How many lines the whole address, the part before its '@' and the part from it each take. */
function linesOf(element: Locator) {
  return element.evaluate((node) => {
    const texts: Text[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    /** The range of characters [from, to) of the element's text, across its text nodes. */
    const linesBetween = (from: number, to: number) => {
      const range = document.createRange();
      let offset = 0;
      for (const text of texts) {
        const length = text.data.length;
        if (from >= offset && from <= offset + length) range.setStart(text, from - offset);
        if (to >= offset && to <= offset + length) range.setEnd(text, to - offset);
        offset += length;
      }
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom))).size;
    };
    const whole = texts.map((text) => text.data).join('');
    const at = whole.indexOf('@');
    return { whole: linesBetween(0, whole.length), local: linesBetween(0, at), domain: linesBetween(at, whole.length) };
  });
}

for (const viewport of [{ width: 1366, height: 900 }, PHONE]) {
  test(`the profile's e-mail breaks only where it must, never at its hyphen (${viewport.width} px)`, async ({ frame, page }) => {
    // as long as the address a new traveller saw broken in the sidebar («nu-3030717260@example.co / m»)
    const email = `nu-${Date.now().toString().slice(-10)}@example.com`;
    const token = await createAccount(page, await apiBaseOf(page.request), email, 'session-email-1');
    await frame.skipCookieNotice();
    await frame.signInWithToken(token);
    await page.setViewportSize(viewport);
    await frame.open('/profile');
    const address = page.locator('[data-session-email] strong');
    await expect(address).toHaveText(email);
    const lines = await linesOf(address);
    // one line where it fits; where it does not, it breaks before the '@', each part whole
    expect(lines.local, 'the part before the @ is whole').toBe(1);
    expect(lines.domain, 'the part from the @ is whole').toBe(1);
  });
}
