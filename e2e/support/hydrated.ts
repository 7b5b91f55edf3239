import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has taken over a server-rendered element (hydrated it). The server's form is on
 * screen before the area's code has run, and a key, a click or typing that comes first does nothing,
 * as on a slow phone; React keeps its props on each element it owns.
 */
export async function expectHydrated(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), { timeout: 20_000 }).toBe(true);
}
