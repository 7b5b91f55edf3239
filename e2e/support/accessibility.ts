import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The suite's one accessibility policy: WCAG 2.0 and 2.1, levels A and AA, plus axe's best
 * practices, over the whole page a visitor gets (frame included). Every impact counts: a "minor"
 * or "moderate" finding is still a page to fix, not a threshold to tune.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The page's axe violations, one readable line each: rule, impact, help, and every element it found.
 * Legacy mode runs axe once in the page instead of opening a blank page to merge each frame's
 * results; the site has no frames (the content sanitiser drops them), and each check takes half the time.
 */
export async function axeViolations(page: Page, tags: string[] = AXE_TAGS): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).setLegacyMode().analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * WCAG 2.2's AA rules on top (axe has one: `target-size`, 24 × 24 px free around every link and
 * button), for the pages a tool found one on: not yet the policy of every page.
 */
export const WITH_WCAG22 = [...AXE_TAGS, 'wcag22aa'];

/** Fails with the readable list when axe finds anything on the page; `where` names the state checked. */
export async function expectNoAxeViolations(page: Page, where?: string, tags?: string[]): Promise<void> {
  expect(await axeViolations(page, tags), where ? `axe violations: ${where}` : 'axe violations').toEqual([]);
}
