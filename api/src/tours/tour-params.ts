import * as v from 'valibot';
import { errors } from '../http/http-error.js';

/**
 * Path ids arrive as text; one that is not a positive integer names nothing, so it is a 404 with
 * the same message as an unknown id, not a validation error.
 */
export const idParam = v.string();

export function parseId(text: string, notFoundMessage: string): number {
  if (!/^[1-9]\d{0,8}$/.test(text)) throw errors.notFound(notFoundMessage);
  return Number(text);
}
