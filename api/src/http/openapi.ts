import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { apiErrorBodySchema } from 'shared/node';
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

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The OpenAPI 3.0 document of every registered route, built from the same valibot schemas. */
export function buildOpenApiDocument(routes: readonly RouteDefinition[], info: { version: string }): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.path);
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
        ...(UNSAFE.has(route.method) ? [{ $ref: '#/components/parameters/XsrfHeader' }] : []),
      ],
      ...(route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(route.body, requestMode) } } } }
        : {}),
      responses: {
        ...Object.fromEntries(
          Object.entries(route.responses).map(([status, response]) => [
            status,
            {
              description: response.description,
              ...(response.schema ? { content: { 'application/json': { schema: toJsonSchema(response.schema, responseMode) } } } : {}),
            },
          ]),
        ),
        '400': errorResponse('Ошибка в данных запроса (VALIDATION_ERROR), поля в error.fields'),
        ...(route.auth === 'required' ? { '401': errorResponse('Нет действительного токена (UNAUTHORIZED)') } : {}),
        ...(UNSAFE.has(route.method) ? { '403': errorResponse('XSRF-токен не совпал (XSRF_MISMATCH)') } : {}),
        '429': errorResponse('Слишком много запросов (RATE_LIMITED)'),
      },
      ...(security.length ? { security } : {}),
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
