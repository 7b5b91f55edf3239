/**
 * The site's one way to call the API (product rules §7): where the API lives and which environment
 * this is, set once by the shell, and the request functions every area calls it through.
 */
import * as v from 'valibot';
import { apiErrorFromResponse, invalidResponseError, networkError } from './api-error';
import { XSRF_HEADER, XSRF_PRIME_PATH } from '../contracts/request-conventions';
import { currentUtm, readAuthToken, readXsrfCookie, utmQuery } from './request-credentials';
import { earlyRequestKey, takeEarlyAnswer, takeEarlyAnswerJson } from './early-answers';

/**
 * The site's runtime settings the shell reads from `config.json` once at start-up: where the API
 * lives (`configureApiClient`) and which environment this is (`setSiteEnvironment`, below). Remotes
 * share this module (federation singleton), so they see both without configuring anything.
 */
export interface ApiClientConfig {
  /** Absolute (`http://127.0.0.1:3010`) or same-origin (`/api`) base, no trailing slash needed. */
  baseUrl: string;
}

let currentConfig: ApiClientConfig = { baseUrl: '' };

export function configureApiClient(config: ApiClientConfig): void {
  currentConfig = { baseUrl: config.baseUrl.replace(/\/+$/, '') };
}

export function apiBaseUrl(): string {
  return currentConfig.baseUrl;
}

/**
 * Which environment the site runs in, from the shell's runtime config (`config.json`): the shell
 * sets it once at start-up and every area reads it here (federation singleton). Until it is set
 * the site counts as production, so a test-only control (the sandbox 'Я оплатил' button of
 * docs/product-rules.md §D Payments) never shows by mistake on the real site.
 */
export type SiteEnvironment = 'development' | 'production';

let currentEnvironment: SiteEnvironment = 'production';

export function setSiteEnvironment(environment: SiteEnvironment): void {
  currentEnvironment = environment;
}

export function isProductionSite(): boolean {
  return currentEnvironment === 'production';
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

const STATE_CHANGING: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = new URL(`${apiBaseUrl()}${path.startsWith('/') ? path : `/${path}`}`, globalThis.location?.href ?? 'http://localhost/');
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
  try {
    return await fetch(input, init);
  } catch (error) {
    if (init.signal?.aborted) throw error; // the caller cancelled; not a network failure
    throw networkError();
  }
}

/**
 * The API answers 403 to a state-changing call without the XSRF header; it sets the cookie on
 * any answer, and `GET /xsrf` exists just to obtain it (team API convention).
 */
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

function attempt(method: HttpMethod, path: string, options: RequestOptions<v.GenericSchema | undefined>) {
  const hasBody = options.body !== undefined;
  const url = buildUrl(path, options.query);
  const body = hasBody ? JSON.stringify(options.body) : undefined;
  // headers read when sent: priming the XSRF cookie may come in between
  const sendNow = () => send(url, { method, credentials: 'include', headers: headersFor(hasBody, options.headers), body, signal: options.signal });
  return { early: takeEarlyAnswer(method, url, body, readAuthToken()), send: sendNow };
}

/** One call to the API with credentials, token, UTM and XSRF; failures become `ApiError`. */
export async function apiRequest<TSchema extends v.GenericSchema | undefined = undefined>(
  method: HttpMethod,
  path: string,
  options: RequestOptions<TSchema> = {},
): Promise<Answer<TSchema>> {
  const changesState = STATE_CHANGING.has(method);
  const first = attempt(method, path, options);
  let response: Response;
  if (first.early) {
    // The early request was this request, made sooner (with its own XSRF cookie): its answer, or its failure, is this one's.
    response = await first.early.catch(() => {
      throw networkError();
    });
  } else {
    if (changesState && !readXsrfCookie()) await primeXsrfCookie(options.signal);
    response = await first.send();
  }
  let body = await readJson(response);
  if (changesState && response.status === 403 && isXsrfMismatch(body)) {
    // The cookie was stale (e.g. the API rotated its secret): it was just re-issued, retry once.
    if (!readXsrfCookie()) await primeXsrfCookie(options.signal);
    response = await attempt(method, path, options).send();
    body = await readJson(response);
  }
  if (!response.ok) throw apiErrorFromResponse(response.status, body);
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

/**
 * A GET's answer that is here already, without waiting: the early script read it before any bundle
 * ran (early-answers.ts). Checked against `schema`; undefined when there is
 * none or it does not match, and the caller asks with `apiGet` as usual.
 */
export function earlyGetAnswer<TSchema extends v.GenericSchema>(path: string, schema: TSchema): v.InferOutput<TSchema> | undefined {
  const json = takeEarlyAnswerJson(earlyRequestKey('GET', buildUrl(path, undefined), undefined, readAuthToken()));
  if (json === undefined) return undefined;
  const parsed = v.safeParse(schema, json);
  return parsed.success ? parsed.output : undefined;
}
