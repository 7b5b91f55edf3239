import type { Page } from '@playwright/test';
import { CONFIG_ELEMENT_ID, configElement } from '../../tooling/shell-page.mjs';

type RuntimeConfig = Record<string, unknown>;

/** The config the server wrote into the page: `configElement`'s output. */
const CONFIG_IN_PAGE = new RegExp(`<script type="application/json" id="${CONFIG_ELEMENT_ID}">([^<]*)</script>`);

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
    const body = (await response.text()).replace(CONFIG_IN_PAGE, (_, json: string) => configElement(edit(JSON.parse(json) as RuntimeConfig)));
    // the body is sent again as text: its length and encoding are no longer the server's
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, body });
  });
}
