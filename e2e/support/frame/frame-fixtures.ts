import { test as base, expect } from '@playwright/test';
import { FramePage } from './frame-page';

/** The frame page object, and a check that no test ends with an uncaught error in the page. */
export const test = base.extend<{ frame: FramePage }>({
  frame: async ({ page }, use) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await use(new FramePage(page));
    expect(pageErrors, 'uncaught page errors').toEqual([]);
  },
});

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

export { expect };
