import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../api-client';
import { fakeApi, json } from 'shared/testing';
import {
  fetchUserAtom,
  isAuthorisedAtom,
  isProfileLoadingAtom,
  logoutAtom,
  sessionCheckFailureAtom,
  signInWithTokenAtom,
  signInWithUserAtom,
  userAtom,
} from '..';

const user = { id: '5', email: 'anna@example.ru', phone: '+79001234567', phoneWithoutCode: '9001234567' };

beforeEach(() => {
  configureApiClient({ baseUrl: 'http://api.test' });
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('profile fetch', () => {
  it('loads the user with the stored token and shows loading meanwhile', async () => {
    localStorage.setItem('token', 'jwt');
    const { calls } = fakeApi({ 'GET /private/login': json(200, user) });
    const store = createStore();
    const pending = store.set(fetchUserAtom);
    expect(store.get(isProfileLoadingAtom)).toBe(true);
    await pending;
    expect(store.get(isProfileLoadingAtom)).toBe(false);
    expect(store.get(userAtom)).toEqual(user);
    expect(store.get(isAuthorisedAtom)).toBe(true);
    expect(calls[0]!.url.pathname).toBe('/private/login');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer jwt');
  });

  it('makes no request without a token', async () => {
    const { calls } = fakeApi({ 'GET /private/login': json(200, user) });
    const store = createStore();
    await store.set(fetchUserAtom);
    expect(calls).toHaveLength(0);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(isAuthorisedAtom)).toBe(false);
  });

  it('on 401 logs out silently with the console note "Unauthorized"', async () => {
    localStorage.setItem('token', 'expired');
    fakeApi({ 'GET /private/login': json(401, { error: { code: 'UNAUTHORIZED', message: 'Требуется вход' } }) });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const store = createStore();
    await store.set(fetchUserAtom);
    expect(log).toHaveBeenCalledWith('Unauthorized');
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(isProfileLoadingAtom)).toBe(false);
  });

  it.each([
    ['no connection', () => new TypeError('Failed to fetch'), 'Нет связи с сервером. Проверьте подключение к интернету и повторите попытку.'],
    ['a 5xx', () => json(503, {}), 'Сервер временно недоступен. Повторите попытку позже.'],
    ['a malformed answer', () => json(200, { id: 1 }), 'Сервер прислал неожиданный ответ. Повторите попытку позже.'],
  ])('on %s keeps the token, does not sign out and says why the check failed', async (_cause, answer, message) => {
    localStorage.setItem('token', 'jwt');
    fakeApi({ 'GET /private/login': [answer, json(200, user)] });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const store = createStore();
    await store.set(fetchUserAtom);
    expect(log).not.toHaveBeenCalledWith('Unauthorized');
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(store.get(sessionCheckFailureAtom)).toBe(message);
    expect(store.get(isProfileLoadingAtom)).toBe(false);
    // 'Повторить' with the server back: the person is signed in and the failure is gone
    await store.set(fetchUserAtom);
    expect(store.get(isAuthorisedAtom)).toBe(true);
    expect(store.get(sessionCheckFailureAtom)).toBeNull();
  });

  it('a failed re-check keeps the user already known', async () => {
    localStorage.setItem('token', 'jwt');
    fakeApi({ 'GET /private/login': [json(200, user), new TypeError('Failed to fetch')] });
    const store = createStore();
    await store.set(fetchUserAtom);
    await store.set(fetchUserAtom);
    expect(store.get(userAtom)).toEqual(user);
    expect(store.get(isAuthorisedAtom)).toBe(true);
  });

  it('a 401 after a failed check signs out and clears the failure', async () => {
    localStorage.setItem('token', 'jwt');
    fakeApi({ 'GET /private/login': [new TypeError('Failed to fetch'), json(401, {})] });
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const store = createStore();
    await store.set(fetchUserAtom);
    await store.set(fetchUserAtom);
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.get(sessionCheckFailureAtom)).toBeNull();
  });

  it('keeps only the newest answer when two fetches race', async () => {
    localStorage.setItem('token', 'jwt');
    let release: (response: Response) => void = () => {};
    const slow = new Promise<Response>((resolve) => {
      release = resolve;
    });
    fakeApi({ 'GET /private/login': [() => slow, json(200, { ...user, email: 'new@example.ru' })] });
    const store = createStore();
    const older = store.set(fetchUserAtom);
    await store.set(fetchUserAtom);
    release(json(200, user));
    await older;
    expect(store.get(userAtom)?.email).toBe('new@example.ru');
  });
});

describe('authorised', () => {
  it('only when the e-mail is non-empty', async () => {
    localStorage.setItem('token', 'jwt');
    fakeApi({ 'GET /private/login': json(200, { ...user, email: '' }) });
    const store = createStore();
    await store.set(fetchUserAtom);
    expect(store.get(userAtom)).not.toBeNull();
    expect(store.get(isAuthorisedAtom)).toBe(false);
  });
});

describe('sign in and logout', () => {
  it('a new token is stored and the user loaded with it', async () => {
    const { calls } = fakeApi({ 'GET /private/login': json(200, user) });
    const store = createStore();
    await store.set(signInWithTokenAtom, 'fresh');
    expect(localStorage.getItem('token')).toBe('fresh');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer fresh');
    expect(store.get(isAuthorisedAtom)).toBe(true);
  });

  it('a token with its user needs no request', () => {
    const { calls } = fakeApi({ 'GET /private/login': json(500, {}) });
    const store = createStore();
    store.set(signInWithUserAtom, 'link-token', user);
    expect(calls).toHaveLength(0);
    expect(store.get(userAtom)).toEqual(user);
  });

  it('logout removes the token and clears the user', () => {
    const store = createStore();
    store.set(signInWithUserAtom, 'jwt', user);
    store.set(logoutAtom);
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(isAuthorisedAtom)).toBe(false);
  });
});
