import { LAZY_IMAGE } from './ui-constants';

/**
 * URLs that already loaded, newest last (at most 200, product rules §9): a list re-rendered on scroll
 * shows them at once instead of fading them in again.
 */
const loaded = new Set<string>();

export function isImageCached(url: string): boolean {
  return loaded.has(url);
}

export function rememberImage(url: string): void {
  loaded.delete(url);
  loaded.add(url);
  while (loaded.size > LAZY_IMAGE.cacheSize) {
    const oldest = loaded.values().next().value;
    if (oldest === undefined) break;
    loaded.delete(oldest);
  }
}

export function forgetAllImages(): void {
  loaded.clear();
}
