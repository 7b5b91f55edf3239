import { atom } from 'jotai';
import { isAuthorisedAtom } from '../session';
import { openAuthModalAtom, registerAuthCallback } from './auth-modal-state';

export type PickerPassengerType = 'ADULT' | 'CHILD' | 'INFANTILE';

/** Product rules §4 'Saved-passenger picker modal': visible flag, passenger type, offer id, passenger uuid. */
export interface PassengerPickerState {
  visible: boolean;
  passengerType: PickerPassengerType | null;
  offerId: string | null;
  passengerUuid: string | null;
}

export type PassengerPickerRequest = Omit<PassengerPickerState, 'visible'>;

/** The callback name the picker uses to resume after login. */
export const PASSENGER_PICKER_CALLBACK = 'openPassengerPicker';

/** What the login window says to a guest who asked for the picker (the spec has no text for it). */
const PASSENGER_PICKER_LOGIN_REASON = 'Войдите, чтобы выбрать пассажира из сохранённых';

const closedPicker: PassengerPickerState = { visible: false, passengerType: null, offerId: null, passengerUuid: null };
const passengerPickerStateAtom = atom<PassengerPickerState>(closedPicker);

export const passengerPickerAtom = atom((get) => get(passengerPickerStateAtom));

/**
 * Opens the picker; an anonymous visitor first gets the auth modal with the picker as its
 * callback, so the picker opens right after login (product rules §4, §6).
 */
export const openPassengerPickerAtom = atom(null, (get, set, request: PassengerPickerRequest) => {
  if (get(isAuthorisedAtom)) {
    set(passengerPickerStateAtom, { ...request, visible: true });
    return;
  }
  // Registered here rather than at import: `shared` is side-effect free for bundlers.
  registerAuthCallback(PASSENGER_PICKER_CALLBACK, (payload, store) => {
    store.set(passengerPickerStateAtom, { ...(payload as PassengerPickerRequest), visible: true });
  });
  set(openAuthModalAtom, { mode: 'login', callback: { name: PASSENGER_PICKER_CALLBACK, payload: request }, reason: PASSENGER_PICKER_LOGIN_REASON });
});

export const closePassengerPickerAtom = atom(null, (_get, set) => {
  set(passengerPickerStateAtom, closedPicker);
});
