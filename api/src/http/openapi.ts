import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { apiErrorBodySchema, IDEMPOTENCY_HEADER, XSRF_CHECKED_METHODS } from 'shared/node';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency-key.js';
import type { RouteDefinition } from './route.js';

type Json = Record<string, unknown>;

const requestMode: ConversionConfig = { target: 'openapi-3.0', typeMode: 'input', errorMode: 'ignore' };
const responseMode: ConversionConfig = { target: 'openapi-3.0', typeMode: 'ignore', errorMode: 'ignore' };

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/** Hono `/pages/:slug` → OpenAPI `/pages/{slug}` (regex constraints dropped). */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');
}

function parametersOf(schema: v.GenericSchema | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const json = toJsonSchema(schema, requestMode) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** A route without a params schema still documents its `:params` as plain strings. */
function undeclaredPathParameters(path: string): Json[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } }));
}

const UNSAFE: ReadonlySet<string> = new Set(XSRF_CHECKED_METHODS);

/** Whether the XSRF middleware checks this route: a state change, unless its path's own secret authorises it. */
const xsrfChecked = (route: RouteDefinition) => UNSAFE.has(route.method) && route.xsrf !== 'capability-in-path';

/**
 * Every error status a route can answer: the platform's (validation, limits, rate limits, database down, our failure), its shape's
 * (404 for a `:param`, 401 with a required token, 403 for XSRF) and its declared `errors`. The fuzz test holds routes to the list.
 */
function errorResponses(route: RouteDefinition): Record<string, Json> {
  const own = route.errors ?? {};
  const statuses: Array<[number, string | undefined]> = [
    [400, 'Ошибка в данных запроса (VALIDATION_ERROR), поля в error.fields'],
    [401, own[401] ?? (route.auth === 'required' ? 'Нет действительного токена (UNAUTHORIZED)' : undefined)],
    [403, xsrfChecked(route) || own[403] ? [xsrfChecked(route) ? 'XSRF-токен не совпал (XSRF_MISMATCH)' : '', own[403]].filter(Boolean).join('; ') : undefined],
    [404, own[404] ?? (route.path.includes(':') ? 'Не найдено (NOT_FOUND)' : undefined)],
    [409, own[409]],
    [410, own[410]],
    [413, 'Слишком большой запрос (PAYLOAD_TOO_LARGE)'],
    [429, own[429] ?? 'Слишком много запросов (RATE_LIMITED), заголовок Retry-After'],
    [431, 'Слишком длинный адрес или заголовки запроса (HEADERS_TOO_LARGE)'],
    [500, 'Внутренняя ошибка сервера (INTERNAL_ERROR)'],
    [503, own[503] ?? 'База данных недоступна (SERVICE_UNAVAILABLE), заголовок Retry-After'],
  ];
  return Object.fromEntries(statuses.filter(([, text]) => text).map(([status, text]) => [String(status), errorResponse(text!)]));
}

/** The OpenAPI 3.0 document of every registered route, built from the same valibot schemas. */
export function buildOpenApiDocument(routes: readonly RouteDefinition[], info: { version: string }): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.path);
    // Every operation says whether it needs the token: an empty list for the public ones.
    const security: Json[] = [];
    if (route.auth === 'required') security.push({ bearer: [] });
    if (route.auth === 'optional') security.push({ bearer: [] }, {});
    const operation: Json = {
      tags: route.tags,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      operationId: `${route.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ? ch.toUpperCase() : ''))}`,
      parameters: [
        ...(route.params ? parametersOf(route.params, 'path') : undeclaredPathParameters(route.path)),
        ...parametersOf(route.query, 'query'),
        ...(xsrfChecked(route) ? [{ $ref: '#/components/parameters/XsrfHeader' }] : []),
        ...(route.idempotencyKey ? [idempotencyKeyParameter(route.idempotencyKey === 'required')] : []),
      ],
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(route.body, requestMode) } } } } : {}),
      responses: {
        ...errorResponses(route),
        ...Object.fromEntries(
          Object.entries(route.responses).map(([status, response]) => [
            status,
            {
              description: response.description,
              ...(response.schema ? { content: { 'application/json': { schema: toJsonSchema(response.schema, responseMode) } } } : {}),
            },
          ]),
        ),
      },
      security,
    };
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'API сайта авиабилетов и туров',
      version: info.version,
      description:
        'Все ответы не 2xx имеют вид {"error":{"code","message","fields?"}}. Изменяющие запросы требуют заголовок X-XSRF-TOKEN, равный cookie XSRF-TOKEN (её выдаёт GET /xsrf). UTM-параметры utm_campaign, utm_medium, utm_source принимаются в query любого запроса.',
    },
    // Relative to this document's own address: the API answers on its own port and under the site's /api/.
    servers: [{ url: '.', description: 'Адрес, с которого получен этот документ' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      parameters: {
        XsrfHeader: { name: 'X-XSRF-TOKEN', in: 'header', required: true, schema: { type: 'string' }, description: 'Значение cookie XSRF-TOKEN' },
      },
      schemas: { ErrorBody: toJsonSchema(apiErrorBodySchema, responseMode) },
    },
  };
}

function idempotencyKeyParameter(required: boolean): Json {
  return {
    name: IDEMPOTENCY_HEADER,
    in: 'header',
    required,
    schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
    description: 'Один ключ на действие, тот же при повторе после потерянного ответа: повтор возвращает тот же результат',
  };
}
