import { gunzipSync } from 'node:zlib';
import type { Page, Route } from '@playwright/test';
import { withTelemetrySources } from '../../../tooling/content-security-policy.mjs';
import { editRuntimeConfig } from '../runtime-config';

/** Keys the tests put into /config.json; the hosts are the services' real ones, answered here. */
export const TELEMETRY_KEYS = {
  metrikaCounterId: 98765432,
  amplitudeApiKey: 'e2e-amplitude-key',
  sentryDsn: 'https://e2epublickey@o4500000.ingest.sentry.io/4500000000000001',
} as const;

export interface AmplitudeEvent {
  event_type: string;
  event_properties?: Record<string, unknown>;
  user_properties?: Record<string, Record<string, unknown>>;
  user_id?: unknown;
}

export interface CapturedTelemetry {
  metrikaRequests: string[];
  amplitudeEvents: AmplitudeEvent[];
  /** Event items of Sentry envelopes (errors), not sessions or transactions. */
  sentryEvents: Array<{ exception?: { values?: Array<{ type?: string; value?: string }> } }>;
  sentryRequests: number;
}

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, GET, OPTIONS' };

async function answerPreflight(route: Route): Promise<boolean> {
  if (route.request().method() !== 'OPTIONS') return false;
  await route.fulfill({ status: 204, headers: CORS });
  return true;
}

/**
 * Gives the page the deployment's config.json with the environment and keys a test wants, and records
 * everything the page sends to Yandex Metrika, Amplitude and Sentry (answered locally: the
 * machine has no internet, and the tests must not depend on third parties).
 */
export async function interceptTelemetry(page: Page, environment: 'production' | 'development'): Promise<CapturedTelemetry> {
  const captured: CapturedTelemetry = { metrikaRequests: [], amplitudeEvents: [], sentryEvents: [], sentryRequests: 0 };

  // The site's CSP follows its config.json (telemetry hosts only when switched on); this test
  // switches them on in the browser only, so the page gets the config and the policy such a config.json yields.
  await editRuntimeConfig(
    page,
    (config) => ({ ...config, environment, ...TELEMETRY_KEYS }),
    (policy) => withTelemetrySources(policy, TELEMETRY_KEYS),
  );

  await page.route('https://mc.yandex.ru/**', async (route) => {
    captured.metrikaRequests.push(route.request().url());
    // The real tag cannot load offline; an empty script leaves the `ym` queue for the test to read.
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* e2e: Metrika tag */' });
  });

  await page.route('https://api2.amplitude.com/**', async (route) => {
    if (await answerPreflight(route)) return;
    const raw = route.request().postDataBuffer() ?? Buffer.alloc(0);
    // the SDK gzips its batches when the browser supports CompressionStream
    const text = (raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw).toString('utf8');
    const body = (text ? JSON.parse(text) : null) as { events?: AmplitudeEvent[] } | null;
    captured.amplitudeEvents.push(...(body?.events ?? []));
    await route.fulfill({ status: 200, headers: CORS, json: { code: 200, events_ingested: body?.events?.length ?? 0 } });
  });

  await page.route(/https:\/\/[^/]*ingest\.sentry\.io\//, async (route) => {
    if (await answerPreflight(route)) return;
    captured.sentryRequests += 1;
    const lines = (route.request().postData() ?? '').split('\n');
    for (let index = 1; index < lines.length - 1; index += 1) {
      try {
        const header = JSON.parse(lines[index]!) as { type?: string };
        if (header.type === 'event') captured.sentryEvents.push(JSON.parse(lines[index + 1]!));
      } catch {
        // payload lines that are not item headers
      }
    }
    await route.fulfill({ status: 200, headers: CORS, json: {} });
  });

  return captured;
}

/** The Metrika calls the page queued (`ym.a`): the tag replays them to Yandex when it loads. */
export async function metrikaCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => ((window as unknown as { ym?: { a?: unknown[][] } }).ym?.a ?? []).map((call) => [...call]));
}
