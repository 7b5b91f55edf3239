// A route and the checking of its input before its handler runs, in one place: the definition that
// also writes /openapi.json, and the caller, params, query and body read through its schemas.
import type { Hono, TypedResponse } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import * as v from 'valibot';
import type { AppContext, AppEnv, AuthUser } from './request-context.js';
import { errors, type HttpError } from './http-error.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AuthMode = 'none' | 'optional' | 'required';

type AnySchema = v.GenericSchema;
type Out<S> = S extends AnySchema ? v.InferOutput<S> : undefined;

export interface RouteResponse {
  description: string;
  schema?: AnySchema;
}

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;
/** The outputs of the schemas declared for the route's 2xx answers (never when none has one). */
type DeclaredSuccessBody<R> = {
  [K in keyof R & SuccessStatus]: R[K] extends { schema: infer S extends AnySchema } ? v.InferOutput<S> : never;
}[keyof R & SuccessStatus];
/** What a handler may return: with a 2xx schema, only `c.json(x)` of its output (checked at compile time, so the answer cannot drift from /openapi.json); else any response. */
export type HandlerResponse<R> = [DeclaredSuccessBody<R>] extends [never]
  ? Response
  : Response & TypedResponse<ReadonlyDeep<JSONParsed<DeclaredSuccessBody<R>>>, StatusCode, 'json'>;
/** Serialising does not care whether an array is readonly (e.g. a constant reference table). */
type ReadonlyDeep<T> = T extends readonly (infer E)[] ? readonly ReadonlyDeep<E>[] : T extends object ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> } : T;

export type RouteErrorStatus = 401 | 403 | 404 | 409 | 410 | 429 | 503;

/** One route: its HTTP shape (validated here and described in /openapi.json from the same valibot schemas) and its handler. */
export interface RouteDefinition<
  B extends AnySchema | undefined = AnySchema | undefined,
  Q extends AnySchema | undefined = AnySchema | undefined,
  P extends AnySchema | undefined = AnySchema | undefined,
  A extends AuthMode = AuthMode,
  R extends Record<number, RouteResponse> = Record<number, RouteResponse>,
> {
  method: HttpMethod;
  /** Hono syntax, e.g. `/pages/:slug`; shown as `/pages/{slug}` in OpenAPI. */
  path: string;
  tags: string[];
  summary: string;
  description?: string;
  /** `required`: 401 without a valid Bearer token; `optional`: user or null. Default `none`. */
  auth?: A;
  /** `capability-in-path`: the path's single-use secret authorises the call; a mail client's one-click unsubscribe (RFC 8058) sends no XSRF pair. */
  xsrf?: 'capability-in-path';
  /** The route reads an `Idempotency-Key` header (src/http/idempotency-key.ts): declared in /openapi.json. */
  idempotencyKey?: 'required' | 'optional';
  body?: B;
  /** An object schema of string values (query parameters arrive as strings). */
  query?: Q;
  /** An object schema of the `:params` in `path`. */
  params?: P;
  /** Success responses by status. */
  responses: R;
  /**
   * Error statuses beyond those every route can answer (400, 413, 429, 431, 500, 503, 404 with path params, 401 with
   * `auth: 'required'`, 403 for a state change), e.g. `{ 409: 'Мест не хватило' }`: into /openapi.json; the fuzz test
   * fails on any status a route answers but does not declare.
   */
  errors?: Partial<Record<RouteErrorStatus, string>>;
  handler: (
    c: AppContext,
    input: {
      body: Out<B>;
      query: Out<Q>;
      params: Out<P>;
      user: A extends 'required' ? AuthUser : AuthUser | null;
    },
  ) => HandlerResponse<R> | Promise<HandlerResponse<R>>;
}

/** Identity helper that keeps the handler's input types tied to the schemas. */
export function defineRoute<
  B extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  P extends AnySchema | undefined = undefined,
  A extends AuthMode = 'none',
  const R extends Record<number, RouteResponse> = Record<number, RouteResponse>,
>(route: RouteDefinition<B, Q, P, A, R>): RouteDefinition {
  return route as unknown as RouteDefinition;
}

/** Whether a request's method and path name a route that takes no XSRF token (`xsrf: 'capability-in-path'`). */
export function xsrfExemption(routes: readonly RouteDefinition[]): (method: string, path: string) => boolean {
  const exempt = routes
    .filter((route) => route.xsrf === 'capability-in-path')
    .map((route) => ({ method: route.method, pattern: new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`) }));
  return (method, path) => exempt.some((route) => route.method === method && route.pattern.test(path));
}

export type Authenticate = (c: AppContext) => Promise<AuthUser | null>;

export function registerRoute(app: Hono<AppEnv>, route: RouteDefinition, authenticate: Authenticate): void {
  const handle = async (c: AppContext) => {
    // Who before what: an anonymous caller learns nothing about a private route's input.
    let user: AuthUser | null = null;
    if (route.auth === 'required' || route.auth === 'optional') {
      user = await authenticate(c);
      if (!user && route.auth === 'required') throw errors.unauthorized();
    }
    c.set('user', user);
    const params = route.params ? parseInput(route.params, c.req.param(), notFoundPath) : undefined;
    const query = route.query ? parseInput(route.query, c.req.query()) : undefined;
    const body = route.body ? parseInput(route.body, await readJsonBody(c)) : undefined;
    return route.handler(c, { body, query, params, user: user as AuthUser });
  };
  app.on(route.method, route.path, handle);
}

/** First message per field path, e.g. `{email: 'Укажите корректный email'}`; whole-body issues under `_`. */
function issuesToFields(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** A malformed id names nothing: a 404 in the schema's words ('Заказ не найден'), so the page shows its not-found view. */
const notFoundPath = (issues: readonly v.BaseIssue<unknown>[]) => errors.notFound(issues[0]?.message);
const invalidInput = (issues: readonly v.BaseIssue<unknown>[]) => errors.validation(issuesToFields(issues));

function parseInput(schema: AnySchema, input: unknown, refuse: (issues: readonly v.BaseIssue<unknown>[]) => HttpError = invalidInput): unknown {
  const result = v.safeParse(schema, withDeclaredKeys(schema, input));
  if (!result.success) throw refuse(result.issues);
  const nulAt = findNul(result.output, '');
  if (nulAt !== null) throw errors.validation({ [nulAt || '_']: 'Недопустимый символ в значении' });
  return result.output;
}

/** PostgreSQL text cannot hold U+0000: refuse it at the edge for every route, not as a 500 later. */
function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findNul(item, path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

/** valibot gives a missing key the object's generic message, a key present as `undefined` the field's own ('Обязательное поле'). */
function withDeclaredKeys(schema: AnySchema, input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const objectSchema = 'entries' in schema ? schema : (schema as { pipe?: unknown[] }).pipe?.[0];
  const entries = (objectSchema as { entries?: Record<string, unknown> } | undefined)?.entries;
  if (!entries) return input;
  const declared: Record<string, unknown> = {};
  for (const key of Object.keys(entries)) declared[key] = undefined;
  return { ...declared, ...input };
}

/** JSON object bodies only; a missing body counts as `{}` so the schema names the missing fields. */
async function readJsonBody(c: AppContext): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const type = c.req.header('content-type') ?? '';
  if (type && !/^application\/(.+\+)?json\b/i.test(type)) {
    throw errors.badRequest('Ожидается тело запроса в формате JSON');
  }
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw errors.badRequest('Тело запроса не является корректным JSON');
  }
  // Every body of this API is an object; an array would pass a schema whose fields are all optional.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw errors.badRequest('Тело запроса должно быть объектом JSON');
  return body;
}

/** Query parameters arrive as strings; these turn them into values with Russian messages. */
export const optionalInt = (message: string, min = 0, max = 1_000_000_000) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d+$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message)));

export const optionalBoolean = (message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.picklist(['true', 'false', '1', '0'], message),
      v.transform((text) => text === 'true' || text === '1'),
    ),
  );
