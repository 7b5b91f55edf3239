import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { authMessages, type ApiErrorCode } from 'shared/node';

/**
 * A client-facing failure: thrown anywhere in a handler, answered by the error handler in the
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
