// The types of image-failures.js (the front ends' TypeScript reads no JavaScript).

/** Counts one failed attempt at an <img>'s image, once per error event, and answers the failures so far (image-failures.js). */
export declare function countImageFailure(image: HTMLImageElement, event?: Event): number;
/** How many attempts at the image at `url` failed so far in this page, whoever made them (image-failures.js). */
export declare function imageFailures(url: string): number;

declare global {
  interface Window {
    /** The page's count of failed image attempts (image-failures.js): absolute URL → failures, and what was counted. */
    platformImageFailures?: { byUrl: Record<string, number>; events: WeakSet<Event>; images: WeakMap<HTMLImageElement, 'event' | 'found'> };
  }
}
