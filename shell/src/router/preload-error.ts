/** Product rules §2: a failed route load dispatches this window event (for whoever monitors the page). */
export const PRELOAD_ERROR_EVENT = 'preload-error';

export function dispatchPreloadError(): void {
  window.dispatchEvent(new Event(PRELOAD_ERROR_EVENT));
}
