// The site's one API client (product rules §7): its settings, the token and UTM record it keeps, what a request
// carries besides its body, and the request every area calls the API through.
import * as v from 'valibot';
import { apiErrorFromResponse, invalidResponseError, networkError } from './api-error';
import {
  cookieValue,
  requestUtm,
  STORAGE_KEYS,
  usableToken,
  UTM_QUERY_PARAMS,
  XSRF_CHECKED_METHODS,
  XSRF_COOKIE,
  XSRF_HEADER,
  XSRF_PRIME_PATH,
} from './request-rules.js';

/** Where the API lives, from the shell's `config.json`; remotes share this module (federation singleton). */
export interface ApiClientConfig {
  /** Absolute (`http://127.0.0.1:3010`) or same-origin (`/api`) base, no trailing slash needed. */
  baseUrl: string;
  /**
   * The page server's client (docs/architecture.md, "Server rendering"): Node's fetch keeps no cookies, so the client keeps the
   * XSRF cookie the API sets, sends it back and echoes it, as a browser's cookie store and `document.cookie` would. That cookie
   * only: it names no one (any valid one passes), while any other cookie the API sets belongs to a visitor and must never ride
   * along on another visitor's request.
   */
  keepsXsrfCookie?: boolean;
  /**
   * The page server's: the base the browser's copy of the page uses (its `config.json`'s apiBase), for the addresses a page
   * writes into its HTML (a hotel's photos), while the server's own requests go to `baseUrl` (the API's address inside the site).
   */
  publicBaseUrl?: string;
}

let currentConfig: ApiClientConfig = { baseUrl: '' };
/** The XSRF cookie's value the API last set for the page server's client (`keepsXsrfCookie`); null in a browser. */
let keptXsrfCookie: string | null = null;

export function configureApiClient(config: ApiClientConfig): void {
  currentConfig = { ...config, baseUrl: config.baseUrl.replace(/\/+$/, ''), publicBaseUrl: config.publicBaseUrl?.replace(/\/+$/, '') };
  keptXsrfCookie = null;
}

/** The API's base as the browser knows it: for addresses a page shows or links (a photo); requests use the client's own. */
export function apiBaseUrl(): string {
  return currentConfig.publicBaseUrl ?? currentConfig.baseUrl;
}

/**
 * The environment, set once by the shell from `config.json`. Production until set, so a test-only control (the
 * sandbox 'Я оплатил' button, docs/product-rules.md §D Payments) never shows by mistake on the real site.
 */
export type SiteEnvironment = 'development' | 'production';

let currentEnvironment: SiteEnvironment = 'production';

export function setSiteEnvironment(environment: SiteEnvironment): void {
  currentEnvironment = environment;
}

export function isProductionSite(): boolean {
  return currentEnvironment === 'production';
}

/** Browser storage that never throws: disabled (private mode, a sandboxed iframe) or full, the value lives only in the page. */
export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage | undefined {
  // reading the property itself throws where storage is blocked
  return area === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
}

export function readStored(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string, area: StorageArea = 'local'): void {
  try {
    storageOf(area)?.setItem(key, value);
  } catch {
    // Storage unavailable or full: the value lives only in the page.
  }
}

export function removeStored(key: string, area: StorageArea = 'local'): void {
  try {
    storageOf(area)?.removeItem(key);
  } catch {
    // Nothing stored that we could remove.
  }
}

/** A stored JSON value read through `schema`, or null (nothing stored, storage unavailable, another shape): never shown half-broken, never throws. */
export function readStoredJson<TSchema extends v.GenericSchema>(key: string, schema: TSchema, area: StorageArea = 'local'): v.InferOutput<TSchema> | null {
  const text = readStored(key, area);
  if (!text) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The one place that knows where the bearer token lives (localStorage `token`). */
export function readAuthToken(): string | null {
  return usableToken(readStored(STORAGE_KEYS.token));
}

export function saveAuthToken(token: string): void {
  writeStored(STORAGE_KEYS.token, token);
}

export function removeAuthToken(): void {
  removeStored(STORAGE_KEYS.token);
}

/** UTM data of product rules §3: campaign, medium, source. */
export interface UtmData {
  campaign?: string;
  medium?: string;
  source?: string;
}

const UTM_FIELDS = Object.keys(UTM_QUERY_PARAMS) as (keyof UtmData)[];

/** Product rules §7: UTM parameters of the address are stored, else the stored ones are used (request-rules.js's rule, run by the early script too). */
export function currentUtm(search: string = globalThis.location?.search ?? ''): UtmData {
  const utm = requestUtm(search, readStored(STORAGE_KEYS.utm), UTM_QUERY_PARAMS);
  if (utm.fromAddress) writeStored(STORAGE_KEYS.utm, JSON.stringify(utm.fields));
  return utm.fields;
}

/** The UTM data as request query parameters (`utm_campaign`, …), empty ones left out. */
export function utmQuery(utm: UtmData): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of UTM_FIELDS) {
    const value = utm[field];
    if (value) query[UTM_QUERY_PARAMS[field]] = value;
  }
  return query;
}

/** The XSRF-TOKEN cookie value (set by the API, readable by scripts), or null; read as the early script reads it. On the page server, the one it keeps. */
export function readXsrfCookie(cookieString: string | undefined = globalThis.document?.cookie): string | null {
  if (cookieString === undefined) return keptXsrfCookie;
  return cookieValue(cookieString, XSRF_COOKIE);
}

/** The page server's client keeps the XSRF cookie an answer sets (`keepsXsrfCookie`), and no other. */
function keepXsrfCookie(response: Response): void {
  for (const header of response.headers.getSetCookie?.() ?? []) {
    const value = cookieValue(header.split(';', 1)[0] ?? '', XSRF_COOKIE);
    if (value) keptXsrfCookie = value;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<TSchema extends v.GenericSchema | undefined = undefined> {
  query?: Record<string, QueryValue | QueryValue[]>;
  /** Sent as JSON. */
  body?: unknown;
  /** When given, the answer is checked against it; a mismatch is an `ApiError`. */
  schema?: TSchema;
  /** Extra request headers, e.g. `Idempotency-Key` of a payment. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type Answer<TSchema> = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : unknown;

const STATE_CHANGING: ReadonlySet<string> = new Set(XSRF_CHECKED_METHODS);

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = new URL(`${currentConfig.baseUrl}${path.startsWith('/') ? path : `/${path}`}`, globalThis.location?.href ?? 'http://localhost/');
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) url.searchParams.append(key, String(item));
    }
  }
  // Product rules §7: the stored UTM data rides along on every request.
  for (const [key, value] of Object.entries(utmQuery(currentUtm()))) url.searchParams.set(key, value);
  return url.toString();
}

async function send(input: string, init: RequestInit): Promise<Response> {
  const keepsCookie = currentConfig.keepsXsrfCookie === true;
  if (keepsCookie && keptXsrfCookie) {
    const headers = new Headers(init.headers);
    headers.set('Cookie', `${XSRF_COOKIE}=${encodeURIComponent(keptXsrfCookie)}`);
    init = { ...init, headers };
  }
  try {
    const response = await fetch(input, init);
    if (keepsCookie) keepXsrfCookie(response);
    return response;
  } catch (error) {
    if (init.signal?.aborted) throw error; // the caller cancelled; not a network failure
    throw networkError();
  }
}

/** The API answers 403 to a state-changing call without the XSRF header; `GET /xsrf` sets the cookie (team API convention). */
async function primeXsrfCookie(signal?: AbortSignal): Promise<void> {
  await send(buildUrl(XSRF_PRIME_PATH, undefined), { method: 'GET', credentials: 'include', signal });
}

function headersFor(hasBody: boolean, extra: Record<string, string> | undefined): Headers {
  const headers = new Headers({ ...extra, Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = readAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // Product rules §7 echoes the cookie on every request; the API checks it on state-changing ones.
  const xsrf = readXsrfCookie();
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One attempt at the request; its headers read as it leaves, after any priming of the XSRF cookie. */
function attempt(method: HttpMethod, path: string, options: RequestOptions<v.GenericSchema | undefined>): Promise<Response> {
  const hasBody = options.body !== undefined;
  const body = hasBody ? JSON.stringify(options.body) : undefined;
  return send(buildUrl(path, options.query), { method, credentials: 'include', headers: headersFor(hasBody, options.headers), body, signal: options.signal });
}

/** One call to the API with credentials, token, UTM and XSRF; failures become `ApiError`. */
export async function apiRequest<TSchema extends v.GenericSchema | undefined = undefined>(
  method: HttpMethod,
  path: string,
  options: RequestOptions<TSchema> = {},
): Promise<Answer<TSchema>> {
  const changesState = STATE_CHANGING.has(method);
  if (changesState && !readXsrfCookie()) await primeXsrfCookie(options.signal);
  let response = await attempt(method, path, options);
  let body = await readJson(response);
  if (changesState && response.status === 403 && isXsrfMismatch(body)) {
    // The cookie was stale (e.g. the API rotated its secret): it was just re-issued, retry once.
    if (!readXsrfCookie()) await primeXsrfCookie(options.signal);
    response = await attempt(method, path, options);
    body = await readJson(response);
  }
  if (!response.ok) throw apiErrorFromResponse(response.status, body, response.headers.get('Retry-After'));
  if (!options.schema) return body as Answer<TSchema>;
  const parsed = v.safeParse(options.schema, body);
  if (!parsed.success) throw invalidResponseError(response.status);
  return parsed.output as Answer<TSchema>;
}

function isXsrfMismatch(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { error?: { code?: unknown } }).error?.code === 'XSRF_MISMATCH';
}

type Options<TSchema extends v.GenericSchema | undefined> = RequestOptions<TSchema>;

export const apiGet = <TSchema extends v.GenericSchema | undefined = undefined>(path: string, options?: Omit<Options<TSchema>, 'body'>) =>
  apiRequest('GET', path, options);
export const apiPost = <TSchema extends v.GenericSchema | undefined = undefined>(path: string, options?: Options<TSchema>) => apiRequest('POST', path, options);
export const apiPut = <TSchema extends v.GenericSchema | undefined = undefined>(path: string, options?: Options<TSchema>) => apiRequest('PUT', path, options);
export const apiPatch = <TSchema extends v.GenericSchema | undefined = undefined>(path: string, options?: Options<TSchema>) =>
  apiRequest('PATCH', path, options);
export const apiDelete = <TSchema extends v.GenericSchema | undefined = undefined>(path: string, options?: Options<TSchema>) =>
  apiRequest('DELETE', path, options);
