import type { Page } from '@playwright/test';

type RuntimeConfig = Record<string, unknown>;

const CONFIG_IN_PAGE = /(<script type="application\/json" id="platform-config">)([^<]*)(<\/script>)/;

/**
 * Gives this page another config.json than the deployment's, in the browser only: both where the
 * server writes it into the page (tooling/shell-page.mjs) and as /config.json, which a page sent
 * as built fetches. `editPolicy` adjusts the page's CSP to match, as the server would for that config.
 * The document is then answered by the test, and Chromium gives a document that came from no address
 * the public address space: its requests to the loopback API and areas would wait for a Local Network
 * Access prompt nobody answers headless. A file using this switches those checks off
 * (`e2eLaunchOptions(['--disable-features=LocalNetworkAccessChecks'])`); a real deployment's document
 * comes from the server.
 */
export async function editRuntimeConfig(page: Page, edit: (config: RuntimeConfig) => RuntimeConfig, editPolicy?: (policy: string) => string): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: edit((await response.json()) as RuntimeConfig) });
  });
  await page.route('**/*', async (route) => {
    if (!route.request().isNavigationRequest()) return route.fallback();
    const response = await route.fetch();
    const headers = response.headers();
    const policy = headers['content-security-policy'];
    if (policy && editPolicy) headers['content-security-policy'] = editPolicy(policy);
    const body = (await response.text()).replace(
      CONFIG_IN_PAGE,
      (_, open: string, json: string, close: string) => `${open}${JSON.stringify(edit(JSON.parse(json) as RuntimeConfig))}${close}`,
    );
    // the body is sent again as text: its length and encoding are no longer the server's
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, body });
  });
}
