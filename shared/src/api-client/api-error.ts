import * as v from 'valibot';
import { authMessages } from '../contracts/messages';

/** Every failure of an API call reaches the caller as one `ApiError` with a readable Russian message (team convention); `status` 0: the server was not reached. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** The server flagged the requested page as not found (content pages, product rules §2). */
  readonly notFound: boolean;
  /** True when the message came from the server body, not from our defaults. */
  readonly hasServerMessage: boolean;
  /** Where to search again, when the answer names it (an expired offer's 410). */
  readonly searchPath: string | null;
  /** Seconds the server asks to wait before trying again (`Retry-After` of a 429 or 503), when it said. */
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string>;
    notFound?: boolean;
    hasServerMessage?: boolean;
    searchPath?: string | null;
    retryAfterSeconds?: number | null;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.notFound = init.notFound ?? false;
    this.hasServerMessage = init.hasServerMessage ?? false;
    this.searchPath = init.searchPath ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const NETWORK_ERROR_MESSAGE = 'Нет связи с сервером. Проверьте подключение к интернету и повторите попытку.';
export const INVALID_RESPONSE_MESSAGE = 'Сервер прислал неожиданный ответ. Повторите попытку позже.';

const errorBodySchema = v.object({
  error: v.optional(
    v.object({
      code: v.optional(v.string()),
      message: v.optional(v.string()),
      fields: v.optional(v.record(v.string(), v.string())),
    }),
  ),
  notFound: v.optional(v.boolean()),
  searchPath: v.optional(v.unknown()),
});

/** Only a path inside the site's search is taken from an answer: the page links to it. */
const SEARCH_PATH = /^\/search\/[A-Za-z0-9]+$/;

const CODE_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'VALIDATION_ERROR',
  429: 'RATE_LIMITED',
};

function defaultMessage(status: number): string {
  if (status === 400 || status === 422) return 'Проверьте правильность заполнения полей';
  if (status === 401) return authMessages.unauthorized;
  if (status === 403) return 'Доступ запрещён';
  if (status === 404) return 'Не найдено';
  if (status === 429) return 'Слишком много запросов. Повторите попытку позже.';
  if (status >= 500) return 'Сервер временно недоступен. Повторите попытку позже.';
  return 'Не удалось выполнить запрос';
}

/** `Retry-After` in seconds: a number of seconds, or an HTTP date from now; null when absent or unreadable. */
export function retryAfterSecondsOf(header: string | null | undefined, now = Date.now()): number | null {
  const text = header?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Builds the error of a non-2xx answer from its status, (possibly broken) body and `Retry-After` header. */
export function apiErrorFromResponse(status: number, body: unknown, retryAfter?: string | null): ApiError {
  const parsed = v.safeParse(errorBodySchema, body);
  const error = parsed.success ? parsed.output.error : undefined;
  const serverMessage = error?.message?.trim();
  return new ApiError({
    status,
    code: error?.code ?? CODE_BY_STATUS[status] ?? (status >= 500 ? 'SERVER_ERROR' : 'HTTP_ERROR'),
    message: serverMessage || defaultMessage(status),
    fields: error?.fields,
    notFound: (parsed.success && parsed.output.notFound === true) || false,
    hasServerMessage: Boolean(serverMessage),
    searchPath: parsed.success && typeof parsed.output.searchPath === 'string' && SEARCH_PATH.test(parsed.output.searchPath) ? parsed.output.searchPath : null,
    retryAfterSeconds: retryAfterSecondsOf(retryAfter),
  });
}

export function networkError(): ApiError {
  return new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
}

export function invalidResponseError(status: number): ApiError {
  return new ApiError({ status, code: 'INVALID_RESPONSE', message: INVALID_RESPONSE_MESSAGE });
}
