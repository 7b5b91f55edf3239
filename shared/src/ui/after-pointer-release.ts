/**
 * Runs `action` when the press now down ends (just before its click lands, or after a release without one), or at once. A field's
 * blur changes the lines under it; done while the press is down, the clicked control moves from under the pointer and the click is lost.
 */
export function afterPointerRelease(action: () => void): void {
  if (pressedPointers.size === 0) action();
  else waiting.push(action);
}

const pressedPointers = new Set<number>();
let waiting: (() => void)[] = [];

function runWaiting(): void {
  const due = waiting;
  waiting = [];
  for (const action of due) action();
}

function watchPointer(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('pointerdown', (event) => pressedPointers.add(event.pointerId), true);
  const release = (event: PointerEvent) => {
    pressedPointers.delete(event.pointerId);
    // the click this release dispatches comes in the same task and runs them first (below)
    if (pressedPointers.size === 0 && waiting.length > 0) setTimeout(runWaiting, 0);
  };
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
  // captured on the window: before the clicked control's own handlers, as the blur was before them
  window.addEventListener('click', runWaiting, true);
}

// From the start: the press that takes focus from the first field left comes before that blur.
watchPointer();
