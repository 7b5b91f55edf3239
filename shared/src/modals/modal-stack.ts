import { useSyncExternalStore } from 'react';

/**
 * The open modals in the order they opened. Only the topmost one answers Escape, and each one's
 * layer follows its place here. Module state is fine: `shared` is one federation singleton.
 */
let stack: readonly symbol[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function pushModal(id: symbol): void {
  if (stack.includes(id)) return;
  stack = [...stack, id];
  emit();
}

export function removeModal(id: symbol): void {
  if (!stack.includes(id)) return;
  stack = stack.filter((entry) => entry !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The modal's place in the stack (-1 when closed). */
export function useModalStackIndex(id: symbol): number {
  return useSyncExternalStore(
    subscribe,
    () => stack.indexOf(id),
    () => -1,
  );
}

export function isTopModal(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}

export function openModalCount(): number {
  return stack.length;
}
