/** Modal and menu constants (product rules §9; the full-screen body mode is §4, the modal container §2), in one place. */

/** Layering: base 1000 plus 2 per open modal (backdrop and panel share one step). */
export const MODAL_LAYER_BASE = 1000;
export const MODAL_LAYER_STEP = 2;
/** The cookie notice sits above the page and below the first modal. */
export const COOKIE_NOTICE_LAYER = 1001;

export const MODAL_SIZES = ['sm', 'lg', 'xl', '2xl', '5xl'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];
export const DEFAULT_MODAL_SIZE: ModalSize = 'lg';

export const MODAL_ALIGNMENTS = ['top', 'middle'] as const;
export type ModalAlignment = (typeof MODAL_ALIGNMENTS)[number];
export const DEFAULT_MODAL_ALIGNMENT: ModalAlignment = 'top';

/** Escape closes a closable modal (key code 27). */
export const ESCAPE_KEY_CODE = 27;

/** The frame's container for modals; dialogs portal into it (falls back to <body>). */
export const MODAL_ROOT_ID = 'modal-root';

/** The mode the page body gets while at least one full-screen menu is open. */
export const FULLSCREEN_BODY_MODE = 'fullscreen-opened';

/** The layer of the n-th open modal (0 = the first one opened). */
export function modalLayer(stackIndex: number): number {
  return MODAL_LAYER_BASE + MODAL_LAYER_STEP * (stackIndex + 1);
}
