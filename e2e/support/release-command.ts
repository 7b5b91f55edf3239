import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { baseUrl, localRegistryPath, localReleasesDir, repoRoot } from './platform';

const cli = path.join(repoRoot, 'tooling', 'releases', 'release-cli.mjs');

/** Runs a release command as a team (or CI) would, against this suite's registry and releases folder. */
export function releaseCommand(...args: string[]): { code: number | null; output: string; seconds: number } {
  const started = performance.now();
  const result = spawnSync(process.execPath, [cli, ...args], {
    cwd: repoRoot,
    env: { ...process.env, RELEASES_DIR: localReleasesDir, RELEASE_REGISTRIES: localRegistryPath },
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}`, seconds: (performance.now() - started) / 1000 };
}

export interface LocalRegistry {
  remotes: Record<string, string>;
  routes?: Record<string, Array<{ key: string; path: string }>>;
  canaries?: Record<string, unknown>;
}

/** The registry of the platform this suite started, as the release commands left it. */
export function localRegistry(): LocalRegistry {
  return JSON.parse(readFileSync(localRegistryPath, 'utf8')) as LocalRegistry;
}

/** A browser of its own in canary bucket `bucket` (0–99), as the shell keeps it: a cookie the servers read too. */
export async function pageInBucket(browser: Browser, bucket: number): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'mf_canary_bucket', value: String(bucket), url: baseUrl }]);
  const page = await context.newPage();
  // a page of the shell alone first: the shell's bundle cached, the area's load is measured against its deadline alone
  await page.goto('/login');
  return page;
}
