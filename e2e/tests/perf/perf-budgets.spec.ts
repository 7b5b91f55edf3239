// The CI ceilings of perf-budgets.json over the built platform: what a first visit downloads (gzip
// JS), how many requests it makes before the page is usable, and how many round trips it waits for
// one after another. The goals and the times (FCP, LCP…) are the lab's to report (pnpm bench:web).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { COMPILE_HINT } from '../../../tooling/compile-hints-plugin.mjs';
import { measureColdLoad } from '../../bench/cold-load';
import { baseUrl, repoRoot } from '../../support/platform';

interface ColdLoadBudget {
  jsGzipKb: number;
  requestsBeforeInteractive: number;
  chainDepth: number;
}
const budgets = JSON.parse(readFileSync(path.join(repoRoot, 'perf-budgets.json'), 'utf8')) as {
  ciCeilings: { coldLoad: Record<string, ColdLoadBudget> };
};

for (const [pagePath, budget] of Object.entries(budgets.ciCeilings.coldLoad)) {
  test(`a first visit to ${pagePath} stays within its byte, request and chain budgets`, async ({ browser }) => {
    test.setTimeout(90_000);
    const cold = await measureColdLoad(browser, baseUrl, pagePath);
    const report = `${(cold.jsGzip / 1024).toFixed(1)} KB gzip JS in ${cold.jsRequests} scripts; ${cold.requestsBeforeInteractive} requests before interactive; chain ${cold.chain.join(' → ')}`;
    test.info().annotations.push({ type: 'cold load', description: report });
    expect(cold.jsGzip / 1024, report).toBeLessThanOrEqual(budget.jsGzipKb);
    expect(cold.requestsBeforeInteractive, report).toBeLessThanOrEqual(budget.requestsBeforeInteractive);
    expect(cold.chainDepth, report).toBeLessThanOrEqual(budget.chainDepth);
  });
}

// tooling/compile-hints-plugin.mjs: every chunk a first visit runs is compiled as it streams in, off
// the main thread (the early script is inline in the page, no file).
test('every bundle script of a first visit to / starts with V8’s compile hint', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const cold = await measureColdLoad(browser, baseUrl, '/');
  const bundleScripts = cold.scripts.map((script) => script.url);
  expect(bundleScripts.length).toBeGreaterThanOrEqual(3); // main.js, the area's remoteEntry.js and its page chunk
  for (const url of bundleScripts) {
    const body = await (await request.get(new URL(url, baseUrl).href)).text();
    expect(body.startsWith(COMPILE_HINT), url).toBe(true);
  }
});
