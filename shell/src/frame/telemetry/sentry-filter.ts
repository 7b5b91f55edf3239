import { isApiError } from 'shared';
import { IGNORED_ERROR_STATUS } from './telemetry-settings';

/** Product rules §1: the error-reporting service ignores responses with status 401. */
export function isIgnoredError(error: unknown): boolean {
  if (isApiError(error)) return error.status === IGNORED_ERROR_STATUS;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    return (error as { status: unknown }).status === IGNORED_ERROR_STATUS;
  }
  return false;
}
