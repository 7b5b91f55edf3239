import type { Page } from '@playwright/test';
import { CONFIG_ELEMENT_ID, configElement } from '../../tooling/shell-page.mjs';

type RuntimeConfig = Record<string, unknown>;

/** The config the server wrote into the page: `configElement`'s output. */
const CONFIG_IN_PAGE = new RegExp(`<script type="application/json" id="${CONFIG_ELEMENT_ID}">([^<]*)</script>`);

/**
 * Gives this page another config.json, in the browser only: where the server writes it into the page and as /config.json;
 * `editPolicy` adjusts the CSP as the server would. The test then answers the document, which Chromium puts in the public
 * address space, so requests to the loopback API would wait for a Local Network Access prompt: a file using this switches
 * those checks off (`e2eLaunchOptions(['--disable-features=LocalNetworkAccessChecks'])`).
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
