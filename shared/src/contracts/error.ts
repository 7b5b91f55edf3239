import * as v from 'valibot';

/** Every non-2xx answer of the API has this shape (team API conventions). */
export const apiErrorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'XSRF_MISMATCH',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];

export const apiErrorBodySchema = v.object({
  error: v.object({
    code: v.string(),
    message: v.string(),
    fields: v.optional(v.record(v.string(), v.string())),
  }),
  /** Set on 404 of a content page so the page shows 'Страница не найдена' (product rules §8; the flag is ours, §D Content pages). */
  notFound: v.optional(v.literal(true)),
});
