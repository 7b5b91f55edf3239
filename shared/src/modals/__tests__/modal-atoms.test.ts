import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authModalAtom,
  closeAuthModalAtom,
  closeFullscreenMenuAtom,
  completeLoginAtom,
  openAuthModalAtom,
  openFullscreenMenuAtom,
  openPassengerPickerAtom,
  passengerPickerAtom,
  registerAuthCallback,
} from '..';
import { signInWithUserAtom } from '../../session';

const user = { id: '1', email: 'anna@example.ru', phone: null, phoneWithoutCode: null };
const request = { passengerType: 'ADULT' as const, offerId: 'offer-1', passengerUuid: 'p-1' };

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('auth modal', () => {
  it('opens in login mode with an optional callback, and closing clears it', () => {
    const store = createStore();
    store.set(openAuthModalAtom, { callback: { name: 'x', payload: 1 } });
    expect(store.get(authModalAtom)).toEqual({ visible: true, mode: 'login', callback: { name: 'x', payload: 1 }, email: '', reason: '' });
    store.set(closeAuthModalAtom);
    expect(store.get(authModalAtom)).toMatchObject({ visible: false, callback: null });
  });

  it('carries an e-mail to fill in only for the opening that gave it', () => {
    const store = createStore();
    store.set(openAuthModalAtom, { mode: 'signUp', email: 'anna@example.ru' });
    expect(store.get(authModalAtom)).toMatchObject({ visible: true, mode: 'signUp', email: 'anna@example.ru' });
    store.set(closeAuthModalAtom);
    store.set(openAuthModalAtom, {});
    expect(store.get(authModalAtom).email).toBe('');
  });

  it('after login runs the callback with its payload, then closes', async () => {
    const handler = vi.fn();
    const unregister = registerAuthCallback('addToWishlist', handler);
    const store = createStore();
    store.set(openAuthModalAtom, { callback: { name: 'addToWishlist', payload: { hotelId: 7 } } });
    await store.set(completeLoginAtom);
    expect(handler).toHaveBeenCalledWith({ hotelId: 7 }, expect.anything());
    expect(store.get(authModalAtom).visible).toBe(false);
    unregister();
  });

  it('closes even when the callback fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unregister = registerAuthCallback('broken', () => {
      throw new Error('boom');
    });
    const store = createStore();
    store.set(openAuthModalAtom, { callback: { name: 'broken' } });
    await store.set(completeLoginAtom);
    expect(store.get(authModalAtom).visible).toBe(false);
    unregister();
  });
});

describe('saved-passenger picker', () => {
  it('opens at once for an authorised user', () => {
    const store = createStore();
    store.set(signInWithUserAtom, 'jwt', user);
    store.set(openPassengerPickerAtom, request);
    expect(store.get(passengerPickerAtom)).toEqual({ visible: true, ...request });
    expect(store.get(authModalAtom).visible).toBe(false);
  });

  it('for an anonymous visitor shows the auth modal first and opens after login', async () => {
    const store = createStore();
    store.set(openPassengerPickerAtom, request);
    expect(store.get(passengerPickerAtom).visible).toBe(false);
    expect(store.get(authModalAtom)).toMatchObject({
      visible: true,
      mode: 'login',
      callback: { name: 'openPassengerPicker', payload: request },
      reason: 'Войдите, чтобы выбрать пассажира из сохранённых',
    });
    store.set(signInWithUserAtom, 'jwt', user);
    await store.set(completeLoginAtom);
    expect(store.get(passengerPickerAtom)).toEqual({ visible: true, ...request });
    expect(store.get(authModalAtom)).toMatchObject({ visible: false, reason: '' });
  });
});

describe('full-screen menus', () => {
  it('give the body the mode while any is open', () => {
    const store = createStore();
    store.set(openFullscreenMenuAtom);
    expect(document.body).toHaveClass('fullscreen-opened');
    store.set(openFullscreenMenuAtom);
    store.set(closeFullscreenMenuAtom);
    expect(document.body).toHaveClass('fullscreen-opened');
    store.set(closeFullscreenMenuAtom);
    expect(document.body).not.toHaveClass('fullscreen-opened');
    store.set(closeFullscreenMenuAtom);
    store.set(openFullscreenMenuAtom);
    expect(document.body).toHaveClass('fullscreen-opened');
    store.set(closeFullscreenMenuAtom);
  });
});
