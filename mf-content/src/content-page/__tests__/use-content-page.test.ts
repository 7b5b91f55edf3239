// @vitest-environment happy-dom
import { ApiError } from 'shared';
import { describe, expect, it } from 'vitest';
import { failureMessage } from '../use-content-page';

const apiError = (status: number, code: string, message = 'Сообщение сервера') => new ApiError({ status, code, message });

describe('failureMessage: what a person reads when a page did not load', () => {
  it('says the connection failed when the server was not reached', () => {
    expect(failureMessage(apiError(0, 'NETWORK_ERROR'))).toMatch(/нет связи с сервером/);
  });

  it('hides server detail of a 5xx behind a Russian message', () => {
    expect(failureMessage(apiError(502, 'SERVER_ERROR', 'upstream exploded'))).toMatch(/сервер временно недоступен/);
  });

  it('names a broken answer as such', () => {
    expect(failureMessage(apiError(200, 'INVALID_RESPONSE'))).toMatch(/в неожиданном виде/);
  });

  it("passes the server's Russian message of another client error through", () => {
    expect(failureMessage(apiError(429, 'RATE_LIMITED', 'Слишком много запросов'))).toBe('Слишком много запросов');
  });

  it('treats anything that is not an ApiError as a failed connection', () => {
    expect(failureMessage(new TypeError('boom'))).toMatch(/нет связи с сервером/);
  });
});
