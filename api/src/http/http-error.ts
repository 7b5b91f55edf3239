// How a request fails, in one place: the error a handler throws, and the one body
// `{error:{code,message,fields?}}` every failure (ours, the framework's, the database's) is answered with.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { authMessages, type ApiErrorCode } from 'shared/node';
import { isDatabaseUnavailable } from '../db/database.js';
import { describeError, type Logger } from '../logger.js';
import type { AppEnv } from './request-context.js';

/**
 * A client-facing failure: thrown anywhere in a handler, answered by `errorHandler` below in the
 * one shape `{error:{code,message,fields?}}` with a Russian message.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra top-level members of the body, e.g. `notFound: true` for content pages. */
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const errors = {
  validation: (fields: Record<string, string>, message = 'Проверьте правильность заполнения полей') => new HttpError(400, 'VALIDATION_ERROR', message, fields),
  badRequest: (message: string) => new HttpError(400, 'VALIDATION_ERROR', message),
  unauthorized: (message: string = authMessages.unauthorized) => new HttpError(401, 'UNAUTHORIZED', message),
  forbidden: (message = 'Доступ запрещён') => new HttpError(403, 'FORBIDDEN', message),
  notFound: (message = 'Не найдено') => new HttpError(404, 'NOT_FOUND', message),
  conflict: (message: string, fields?: Record<string, string>) => new HttpError(409, 'CONFLICT', message, fields),
  gone: (message: string) => new HttpError(410, 'GONE', message),
  headersTooLarge: () => new HttpError(431, 'HEADERS_TOO_LARGE', 'Слишком длинный адрес или заголовки запроса'),
  tooManyRequests: (retryAfterSeconds: number) =>
    new HttpError(429, 'RATE_LIMITED', 'Слишком много попыток. Попробуйте позже.', undefined, undefined, {
      'Retry-After': String(retryAfterSeconds),
    }),
  /** Down, restarting or behind on migrations: the caller retries; the pool reconnects by itself. */
  serviceUnavailable: (message = 'Сервис временно недоступен. Попробуйте через минуту.') =>
    new HttpError(503, 'SERVICE_UNAVAILABLE', message, undefined, undefined, { 'Retry-After': '5' }),
};

export function errorBody(error: HttpError) {
  return {
    error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    ...error.extra,
  };
}

export const notFound: NotFoundHandler<AppEnv> = (c) => c.json(errorBody(errors.notFound()), 404);

/** Every failure answers in the one error shape; only our own failures are 5xx, and they hide their detail. */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof HttpError) return answer(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(errorBody(new HttpError(error.status as 400, 'VALIDATION_ERROR', 'Некорректный запрос')), error.status as 400);
    }
    if (isDatabaseUnavailable(error)) {
      logger.error('database unavailable', { requestId: c.get('requestId'), path: c.req.path, ...describeError(error) });
      return answer(c, errors.serviceUnavailable());
    }
    if (isClientDataError(error)) {
      // A value PostgreSQL cannot store (bad encoding, out-of-range number) is the client's mistake.
      logger.error('client data refused by the database', { requestId: c.get('requestId'), path: c.req.path, ...describeError(error) });
      return c.json(errorBody(new HttpError(400, 'VALIDATION_ERROR', 'Некорректные данные запроса')), 400);
    }
    logger.error('unhandled error', { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, ...describeError(error) });
    return c.json(errorBody(new HttpError(500, 'INTERNAL_ERROR', 'Внутренняя ошибка сервера. Попробуйте позже.')), 500);
  };
}

function answer(c: Context<AppEnv>, error: HttpError) {
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  return c.json(errorBody(error), error.status);
}

/** PostgreSQL class 22 "data exception" (22021 bad byte sequence, 22003 out of range, 22P02 bad text form…). */
function isClientDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
