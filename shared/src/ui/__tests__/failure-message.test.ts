import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api-client/api-error';
import { failureMessage, GENERIC_FAILURE_MESSAGE, type FailureWording } from '../failure-message';

const apiError = (status: number, code: string, message = 'Сообщение сервера') => new ApiError({ status, code, message });
const wording: FailureWording = { network: 'нет связи', server: 'сервер недоступен', badResponse: 'ответ в неожиданном виде' };

describe('failureMessage: what a person reads when a call failed', () => {
  it("without a page's wording, is the API client's Russian message, or a generic one for anything else", () => {
    expect(failureMessage(apiError(0, 'NETWORK_ERROR', 'Нет связи с сервером.'))).toBe('Нет связи с сервером.');
    expect(failureMessage(apiError(500, 'SERVER_ERROR', 'Сервер временно недоступен.'))).toBe('Сервер временно недоступен.');
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(GENERIC_FAILURE_MESSAGE);
  });

  it("with a page's wording: no connection, a 5xx hiding server detail, a broken answer", () => {
    expect(failureMessage(apiError(0, 'NETWORK_ERROR'), wording)).toBe('нет связи');
    expect(failureMessage(apiError(502, 'SERVER_ERROR', 'upstream exploded'), wording)).toBe('сервер недоступен');
    expect(failureMessage(apiError(200, 'INVALID_RESPONSE'), wording)).toBe('ответ в неожиданном виде');
  });

  it("passes the server's Russian message of another client error through", () => {
    expect(failureMessage(apiError(429, 'RATE_LIMITED', 'Слишком много запросов'), wording)).toBe('Слишком много запросов');
  });

  it('treats anything that is not an ApiError as a failed connection when the page has its wording', () => {
    expect(failureMessage(new TypeError('boom'), wording)).toBe('нет связи');
  });
});
