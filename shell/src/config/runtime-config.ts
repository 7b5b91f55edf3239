import * as v from 'valibot';
import { CONFIG_ELEMENT_ID } from 'tooling/shell-page.mjs';
import { takeJsonInPage } from './page-json';

/**
 * Settings the shell reads at run time from `/config.json` (written by tooling/serve-platform.mjs
 * or any deployment), so one build runs against any API and environment.
 */
export interface RuntimeConfig {
  apiBase: string; // e.g. http://127.0.0.1:3010
  environment: 'development' | 'production';
  remoteLoadTimeoutMs: number; // default 5000
  metrikaCounterId?: number;
  amplitudeApiKey?: string;
  sentryDsn?: string;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBase: 'http://127.0.0.1:3010',
  environment: 'production',
  remoteLoadTimeoutMs: 5000,
};

// Each field is checked on its own: one bad value falls back to its default instead of
// throwing away the whole file.
const fieldSchemas = {
  apiBase: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  environment: v.picklist(['development', 'production']),
  remoteLoadTimeoutMs: v.pipe(v.number(), v.integer(), v.minValue(500), v.maxValue(60_000)),
  metrikaCounterId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  amplitudeApiKey: v.pipe(v.string(), v.nonEmpty()),
  sentryDsn: v.pipe(v.string(), v.url()),
} as const;

/** Validates raw JSON into a RuntimeConfig; bad or missing values get the defaults. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const config: RuntimeConfig = { ...defaultRuntimeConfig };
  for (const key of Object.keys(fieldSchemas) as Array<keyof typeof fieldSchemas>) {
    if (source[key] === undefined) continue;
    const result = v.safeParse(fieldSchemas[key], source[key]);
    if (result.success) (config as unknown as Record<string, unknown>)[key] = result.output;
    else console.warn(`config.json: недопустимое значение «${key}», используется значение по умолчанию`);
  }
  return config;
}

let loadedConfig: RuntimeConfig = defaultRuntimeConfig;

const CONFIG_TIMEOUT_MS = 5000;

async function fetchConfigJson(fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl('/config.json', { cache: 'no-cache', signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/** Reads config.json from the page, else fetches it, once at start-up, before the first render. Never throws. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    // the server wrote it into the page (tooling/shell-page.mjs): no round trip
    const raw = takeJsonInPage(CONFIG_ELEMENT_ID) ?? (await fetchConfigJson(fetchImpl));
    loadedConfig = parseRuntimeConfig(raw);
  } catch (error) {
    console.warn('config.json не загружен, используются настройки по умолчанию:', error);
    loadedConfig = { ...defaultRuntimeConfig };
  }
  return loadedConfig;
}

/** The config loaded at start-up (defaults if called before loading, e.g. in unit tests). */
export function getRuntimeConfig(): RuntimeConfig {
  return loadedConfig;
}
