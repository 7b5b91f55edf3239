import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchUserAtom, logoutAtom, signInWithUserAtom } from '..';

const identifyUser = vi.hoisted(() => vi.fn());
vi.mock('../../analytics', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../analytics')>()), identifyUser }));

afterEach(() => {
  identifyUser.mockClear();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const user = { id: '7', email: 'a@example.ru', phone: null, phoneWithoutCode: null };

describe('session and analytics identity', () => {
  it('identifies the user the moment they are stored, so the next event carries the id', () => {
    const store = createStore();
    store.set(signInWithUserAtom, 'token-1', user);
    expect(identifyUser.mock.calls).toEqual([['7', { Авторизован: 'Да' }]]);
  });

  it('forgets the user on logout, and on the silent logout after a refused profile fetch', async () => {
    const store = createStore();
    store.set(signInWithUserAtom, 'token-1', user);
    store.set(logoutAtom);
    expect(identifyUser.mock.calls.at(-1)).toEqual([null]);

    store.set(signInWithUserAtom, 'token-2', user);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'x' } }), { status: 401 })),
    );
    await store.set(fetchUserAtom);
    expect(identifyUser.mock.calls.at(-1)).toEqual([null]);
  });

  it('says nothing to analytics while nobody was signed in', () => {
    createStore().set(logoutAtom);
    expect(identifyUser).not.toHaveBeenCalled();
  });
});
