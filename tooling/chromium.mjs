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
 * For `chromium.launch(...)` and the Playwright config's `launchOptions`.
 * @param {readonly string[]} [extraArgs]
 * @returns {{ executablePath: string, args: string[] }}
 */
export function chromiumLaunchOptions(extraArgs = []) {
  return { executablePath: chromiumExecutablePath, args: [...chromiumArgs, ...extraArgs] };
}
