import { act, render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { logoutAtom, signInWithUserAtom } from 'shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStart } from '../session/use-session-start';

const identifyUser = vi.hoisted(() => vi.fn());
vi.mock('shared', async (importOriginal) => ({ ...(await importOriginal<typeof import('shared')>()), identifyUser }));

afterEach(() => {
  identifyUser.mockClear();
  localStorage.clear();
});

function SessionStart() {
  useSessionStart();
  return null;
}

describe('useSessionStart', () => {
  it('tells analytics who the user is on sign-in, once, and forgets them on any logout', async () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <SessionStart />
      </Provider>,
    );
    expect(identifyUser).not.toHaveBeenCalled();
    await act(async () => store.set(signInWithUserAtom, 'token-1', { id: '7', email: 'a@example.ru', phone: null, phoneWithoutCode: null }));
    expect(identifyUser.mock.calls).toEqual([['7', { Авторизован: 'Да' }]]);
    await act(async () => store.set(logoutAtom));
    expect(identifyUser.mock.calls.at(-1)).toEqual([null]);
    expect(identifyUser).toHaveBeenCalledTimes(2);
  });
});
