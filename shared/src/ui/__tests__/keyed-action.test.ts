import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api-client/api-error';
import { keyedAction } from '../use-idempotent-action';

const failure = (status: number) => new ApiError({ status, code: 'X', message: `ответ ${status}` });

/** A POST that answers with these in turn (an Error is thrown), recording the keys it was sent with. */
function post(...answers: (string | ApiError)[]) {
  const keys: string[] = [];
  const send = async (key: string) => {
    keys.push(key);
    const answer = answers.shift()!;
    if (answer instanceof ApiError) throw answer;
    return answer;
  };
  return { keys, send };
}

describe('keyedAction: one Idempotency-Key per press, a lost answer retried once', () => {
  it('retries a lost answer once at once with the same key', async () => {
    const send = keyedAction();
    const api = post(failure(502), 'заказ');
    expect(await send({ a: 1 }, api.send)).toBe('заказ');
    expect(api.keys).toHaveLength(2);
    expect(api.keys[1]).toBe(api.keys[0]);
    expect(api.keys[0]).toMatch(/^[A-Za-z0-9_\-:.]{8,100}$/);
  });

  it('keeps the key for the traveller’s own retry of the same request after two lost answers or a 429, not after a definite answer', async () => {
    const send = keyedAction();
    const api = post(failure(0), failure(503), failure(429), 'заказ', failure(409), 'другой');
    await expect(send({ a: 1 }, api.send)).rejects.toThrow('ответ 503');
    await expect(send({ a: 1 }, api.send)).rejects.toThrow('ответ 429');
    expect(await send({ a: 1 }, api.send)).toBe('заказ');
    expect(new Set(api.keys).size).toBe(1);
    // a success ends the press: the same request again is a new action
    await expect(send({ a: 1 }, api.send)).rejects.toThrow('ответ 409');
    expect(await send({ a: 1 }, api.send)).toBe('другой');
    expect(new Set(api.keys).size).toBe(3);
  });

  it('gives another request its own key', async () => {
    const send = keyedAction();
    const api = post(failure(0), failure(0), 'карта');
    await expect(send({ method: 'sbp' }, api.send)).rejects.toThrow();
    await send({ method: 'card' }, api.send);
    expect(api.keys[2]).not.toBe(api.keys[0]);
  });
});
