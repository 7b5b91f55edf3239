import type { WishlistElement } from 'shared/tours';

/**
 * The wishlist as this browser sees it, optimistic as product rules §4 say: an add marks the hash at once and appends the element
 * on the reply, a delete removes at once, a failure undoes and says so. A pure reducer, tested without React, atoms or a server.
 */
export interface WishlistState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Whose wishlist is shown ('' for this browser's anonymous one): another owner means reload. */
  owner: string | null;
  /** Counts loads, so an older load that answers late cannot overwrite a newer one. */
  loadId: number;
  elements: WishlistElement[];
  /** Hashes marked at once on add, until the server answers. */
  adding: string[];
  /** Elements taken out at once on delete, with their place, until the server confirms. */
  removing: { element: WishlistElement; index: number }[];
  loadMessage: string | null;
  /** The last failure of an add or a delete, said in Russian (role="alert"). */
  notice: string | null;
}

/**
 * The answer to an add or delete names the owner whose list it was for: one arriving after a logout or login belongs to a list no
 * longer shown and must not land in the next owner's (the request itself went with its own token).
 */
interface AnswerFor {
  owner: string | null;
}

export type WishlistAction =
  | { type: 'loadStarted'; owner: string; loadId: number }
  | { type: 'loaded'; loadId: number; elements: WishlistElement[] }
  | { type: 'loadFailed'; loadId: number; message: string }
  | { type: 'addStarted'; hash: string }
  | ({ type: 'addSucceeded'; hash: string; element: WishlistElement } & AnswerFor)
  | ({ type: 'addFailed'; hash: string; message: string } & AnswerFor)
  | { type: 'removeStarted'; hash: string }
  | ({ type: 'removeSucceeded'; hash: string } & AnswerFor)
  | ({ type: 'removeFailed'; hash: string; message: string } & AnswerFor)
  | { type: 'noticeDismissed' };

export const initialWishlistState: WishlistState = {
  status: 'idle',
  owner: null,
  loadId: 0,
  elements: [],
  adding: [],
  removing: [],
  loadMessage: null,
  notice: null,
};

export const WISHLIST_FAILURES = {
  add: 'Не удалось добавить тур в избранное.',
  remove: 'Не удалось удалить тур из избранного, он снова в списке.',
} as const;

export function wishlistReducer(state: WishlistState, action: WishlistAction): WishlistState {
  if ('owner' in action && action.type !== 'loadStarted' && action.owner !== state.owner) return state;
  switch (action.type) {
    case 'loadStarted':
      // Another owner (signed in or out): what the previous one kept must not show meanwhile.
      return action.owner === state.owner
        ? { ...state, status: state.status === 'ready' ? 'ready' : 'loading', loadId: action.loadId, loadMessage: null }
        : { ...initialWishlistState, status: 'loading', owner: action.owner, loadId: action.loadId };
    case 'loaded': {
      if (action.loadId !== state.loadId) return state;
      const removing = new Set(state.removing.map((entry) => entry.element.hash));
      return { ...state, status: 'ready', elements: action.elements.filter((element) => !removing.has(element.hash)), loadMessage: null };
    }
    case 'loadFailed':
      if (action.loadId !== state.loadId) return state;
      return { ...state, status: 'failed', loadMessage: action.message };
    case 'addStarted':
      if (markedHashes(state).has(action.hash)) return state;
      return { ...state, adding: [...state.adding, action.hash], notice: null };
    case 'addSucceeded': {
      const adding = state.adding.filter((hash) => hash !== action.hash && hash !== action.element.hash);
      const known = state.elements.some((element) => element.hash === action.element.hash);
      const elements = known
        ? state.elements.map((element) => (element.hash === action.element.hash ? action.element : element))
        : [...state.elements, action.element];
      return { ...state, adding, elements };
    }
    case 'addFailed':
      return { ...state, adding: state.adding.filter((hash) => hash !== action.hash), notice: noticeOf(WISHLIST_FAILURES.add, action.message) };
    case 'removeStarted': {
      const index = state.elements.findIndex((element) => element.hash === action.hash);
      if (index < 0) return state;
      const element = state.elements[index]!;
      return {
        ...state,
        elements: state.elements.filter((_, position) => position !== index),
        removing: [...state.removing, { element, index }],
        notice: null,
      };
    }
    case 'removeSucceeded':
      return { ...state, removing: state.removing.filter((entry) => entry.element.hash !== action.hash) };
    case 'removeFailed': {
      const entry = state.removing.find((candidate) => candidate.element.hash === action.hash);
      if (!entry) return state;
      const elements = [...state.elements];
      elements.splice(Math.min(entry.index, elements.length), 0, entry.element);
      return {
        ...state,
        elements,
        removing: state.removing.filter((candidate) => candidate !== entry),
        notice: noticeOf(WISHLIST_FAILURES.remove, action.message),
      };
    }
    case 'noticeDismissed':
      return { ...state, notice: null };
  }
}

function noticeOf(what: string, reason: string): string {
  return reason ? `${what} ${reason}` : what;
}

/** The hearts shown filled: kept elements and adds on their way to the server. */
export function markedHashes(state: WishlistState): ReadonlySet<string> {
  return new Set([...state.elements.map((element) => element.hash), ...state.adding]);
}
