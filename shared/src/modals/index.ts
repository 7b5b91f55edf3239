// Modal and menu state shared by all areas (product rules §4): auth modal with callback, saved-passenger
// picker, full-screen menu counter, and the modal dialog of product rules §9.
export {
  authModalAtom,
  openAuthModalAtom,
  closeAuthModalAtom,
  setAuthModalModeAtom,
  completeLoginAtom,
  registerAuthCallback,
  type AuthModalMode,
  type AuthCallbackAction,
  type AuthCallbackHandler,
} from './auth-modal-state';
export {
  passengerPickerAtom,
  openPassengerPickerAtom,
  closePassengerPickerAtom,
  PASSENGER_PICKER_CALLBACK,
  type PassengerPickerState,
  type PassengerPickerRequest,
  type PickerPassengerType,
} from './passenger-picker-atoms';
export { fullscreenMenuCountAtom, openFullscreenMenuAtom, closeFullscreenMenuAtom, useFullscreenMenu } from './fullscreen-menu-atoms';
export { ModalDialog, type ModalDialogProps } from './modal-dialog';
export { trapTab } from './focus-trap';
export {
  MODAL_LAYER_BASE,
  MODAL_LAYER_STEP,
  COOKIE_NOTICE_LAYER,
  MODAL_SIZES,
  DEFAULT_MODAL_SIZE,
  MODAL_ALIGNMENTS,
  DEFAULT_MODAL_ALIGNMENT,
  ESCAPE_KEY_CODE,
  MODAL_ROOT_ID,
  FULLSCREEN_BODY_MODE,
  modalLayer,
  type ModalSize,
  type ModalAlignment,
} from './modal-constants';
