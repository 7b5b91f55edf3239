// Debian's Chromium, never a downloaded browser (see the root README), and the one set of flags the
// e2e suite, the benches (e2e/bench, mf-tours/bench) and the Lighthouse child launch it with.
// Dependency-free (node: only), so scripts/platform.mjs can read it before anything is installed.

/** `CHROMIUM_PATH`, else `CHROME_PATH` (Lighthouse's name for it), else Debian's package. */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** @type {readonly string[]} */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * The e2e suite's browser: Debian's `chromium-headless-shell` (what Playwright runs for headless tests), which opens a context and
 * loads a page about twice as fast. Benches and Lighthouse keep the full browser. `E2E_CHROMIUM_PATH` picks another binary.
 */
export const e2eChromiumExecutablePath = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * For `chromium.launch(...)` in benches and scripts.
 * @param {readonly string[]} [extraArgs]
 * @returns {{ executablePath: string, args: string[] }}
 */
export function chromiumLaunchOptions(extraArgs = []) {
  return { executablePath: chromiumExecutablePath, args: [...chromiumArgs, ...extraArgs] };
}

/**
 * For the Playwright config's `launchOptions` and a spec that needs its own flags.
 * @param {readonly string[]} [extraArgs]
 * @returns {{ executablePath: string, args: string[] }}
 */
export function e2eLaunchOptions(extraArgs = []) {
  return { executablePath: e2eChromiumExecutablePath, args: [...chromiumArgs, ...extraArgs] };
}
