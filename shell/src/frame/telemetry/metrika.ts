import { METRIKA_INIT_OPTIONS, METRIKA_TAG_URL } from './telemetry-settings';

type MetrikaCall = (counterId: number, method: string, ...args: unknown[]) => void;
type MetrikaQueue = MetrikaCall & { a?: unknown[][]; l?: number };

declare global {
  interface Window {
    ym?: MetrikaQueue;
  }
}

let activeCounter: number | null = null;

/**
 * Installs the Metrika tag the way Yandex documents it: a queueing `ym` stub first, then the
 * async script, which replays the queue. Init reports the current page view itself.
 */
export function startMetrika(counterId: number): void {
  if (activeCounter !== null) return;
  activeCounter = counterId;
  if (!window.ym) {
    const queue: MetrikaQueue = (...args: unknown[]) => {
      (queue.a = queue.a ?? []).push(args);
    };
    queue.l = Date.now();
    window.ym = queue;
  }
  const script = document.createElement('script');
  script.async = true;
  script.src = METRIKA_TAG_URL;
  document.head.append(script);
  window.ym(counterId, 'init', { ...METRIKA_INIT_OPTIONS });
}

/** A page view after a client-side route change (the first one comes from init). */
export function reportMetrikaHit(url: string, referrer: string): void {
  if (activeCounter === null || !window.ym) return;
  window.ym(activeCounter, 'hit', url, { referer: referrer });
}

/** Test helper. */
export function resetMetrikaForTests(): void {
  activeCounter = null;
  delete window.ym;
}
