import { LAZY_IMAGE } from './ui-constants';

type Check = () => void;

/**
 * One throttled scroll/resize listener for all lazy images: every 200 ms at most, each waiting
 * image checks whether it came within 1.3 screen heights (product rules §9).
 */
const waiting = new Set<Check>();
let timer: ReturnType<typeof setTimeout> | null = null;
let lastRun = 0;

function runChecks() {
  timer = null;
  lastRun = Date.now();
  for (const check of [...waiting]) check();
}

function schedule() {
  if (timer !== null) return;
  const wait = Math.max(0, LAZY_IMAGE.throttleMs - (Date.now() - lastRun));
  timer = setTimeout(runChecks, wait);
}

export function watchViewport(check: Check): () => void {
  if (waiting.size === 0) {
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
  }
  waiting.add(check);
  return () => {
    waiting.delete(check);
    if (waiting.size === 0) {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    }
  };
}

/** Within the preload zone: the top edge above 1.3 screen heights and the element not hidden above. */
export function isNearViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  const height = window.innerHeight || document.documentElement.clientHeight;
  return rect.top < height * LAZY_IMAGE.preloadFactor && rect.bottom >= -height * (LAZY_IMAGE.preloadFactor - 1);
}
