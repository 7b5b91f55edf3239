import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { FULLSCREEN_BODY_MODE } from './modal-constants';

/**
 * Full-screen menus are counted (product rules §4): the body gets the mode 'fullscreen-opened' when the
 * count goes 0 → 1 and loses it back at 0, so nested menus do not unlock scrolling early.
 */
const openMenuCountAtom = atom(0);

export const fullscreenMenuCountAtom = atom((get) => get(openMenuCountAtom));

export const openFullscreenMenuAtom = atom(null, (get, set) => {
  const count = get(openMenuCountAtom) + 1;
  set(openMenuCountAtom, count);
  if (count === 1) document.body.classList.add(FULLSCREEN_BODY_MODE);
});

export const closeFullscreenMenuAtom = atom(null, (get, set) => {
  const count = Math.max(0, get(openMenuCountAtom) - 1);
  set(openMenuCountAtom, count);
  if (count === 0) document.body.classList.remove(FULLSCREEN_BODY_MODE);
});

/** Counts a menu as open while `open` is true (and closes it on unmount). */
export function useFullscreenMenu(open: boolean): void {
  const openMenu = useSetAtom(openFullscreenMenuAtom);
  const closeMenu = useSetAtom(closeFullscreenMenuAtom);
  useEffect(() => {
    if (!open) return;
    openMenu();
    return () => closeMenu();
  }, [open, openMenu, closeMenu]);
}
