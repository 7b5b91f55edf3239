/**
 * Debian's Chromium, never a downloaded browser (see the root README), with the one set of flags the
 * suite, the benches and the Lighthouse child all launch it with.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** For `chromium.launch(...)` and the Playwright config's `launchOptions`. */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []): { executablePath: string; args: string[] } {
  return { executablePath: chromiumExecutablePath, args: [...chromiumArgs, ...extraArgs] };
}
