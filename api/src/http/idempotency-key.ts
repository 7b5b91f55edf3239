import { IDEMPOTENCY_HEADER } from 'shared/node';
import type { AppContext } from './request-context.js';
import { errors } from './http-error.js';

/** What a client may send as its key: one per action, reused only when retrying that action. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,100}$/;

/** The request's Idempotency-Key, undefined when absent and not required; a malformed one is 400. */
export function readIdempotencyKey(c: AppContext, required: boolean): string | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined && !required) return undefined;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw errors.validation({ [IDEMPOTENCY_HEADER]: 'Передайте заголовок Idempotency-Key: 8–100 латинских букв, цифр, «-» или «_»' });
  }
  return key;
}
