import { defineConfig, devices } from '@playwright/test';
import { e2eLaunchOptions } from '../tooling/chromium.mjs';
import { baseUrl, isLocalPlatform, localReleasesDir, localRemoteTimeoutMs, qaOrigin } from './support/platform';

// One output folder per run: several people may run the suite from one checkout at once, and
// Playwright empties its output folder at start (traces of a running suite would vanish).
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

// These specs point an area of the running platform at another build by rewriting its registry
// (remotes.json), which also rewrites the CSP every page gets. A page of another test loaded in
// that window gets one registry with another's CSP, so they run alone, after every other test, one at a time.
const rewritesRegistry = [
  '**/content/independent-deploy.spec.ts',
  '**/platform/rebuilt-remote.spec.ts',
  '**/platform/area-releases.spec.ts',
  '**/platform/area-routes.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  outputDir: `test-results/run-${process.env.E2E_RUN_ID}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: `playwright-report/run-${process.env.E2E_RUN_ID}` }]] : 'list',
  use: {
    baseURL: baseUrl,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 7_000,
    navigationTimeout: 15_000,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: rewritesRegistry,
      use: { ...devices['Desktop Chrome'], launchOptions: e2eLaunchOptions() },
    },
    {
      name: 'registry-rewrites',
      testMatch: rewritesRegistry,
      dependencies: ['chromium'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: e2eLaunchOptions() },
    },
  ],
  // Against another deployment (E2E_BASE_URL) nothing is started here; otherwise the built dists
  // are served exactly as `npm start` serves them (assumes `pnpm -r build` ran; fails clearly if not).
  webServer: isLocalPlatform
    ? {
        command: 'node ../tooling/serve-platform.mjs',
        url: `${baseUrl}/remotes.json`,
        // A run on a moved clock (npm run test:days, faketime) needs a platform on that clock too.
        reuseExistingServer: !process.env.CI && !process.env.FAKETIME,
        timeout: 150_000,
        stdout: 'ignore',
        // SIGTERM lets serve-platform stop the API it started
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        stderr: 'pipe',
        env: {
          REMOTE_LOAD_TIMEOUT_MS: String(localRemoteTimeoutMs),
          MF_OVERRIDE_ORIGINS: qaOrigin,
          RELEASES_DIR: localReleasesDir,
        },
      }
    : undefined,
});
