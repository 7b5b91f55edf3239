import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isDatabaseUnavailable } from '../db/database.js';
import { describeError, type Logger } from '../logger.js';
import type { AppEnv } from './request-context.js';
import { errorBody, errors, HttpError } from './http-error.js';

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
