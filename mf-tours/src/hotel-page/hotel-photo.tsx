import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type SyntheticEvent } from 'react';
import { LAZY_IMAGE } from 'shared';
import { countImageFailure, imageFailures, imageSource, NO_PHOTO_SRC, type LazyImageState } from 'shared/lazy-image';
import { HOTEL_PHOTO_SIZES, type HotelImage } from 'shared/tours';
import { hotelImage, hotelImageSrcset } from '../common/hotel-images';

/** A failed load is tried again after a pause, as every image of the site is (§4, §9). */
const RETRY_DELAY_MS = 300;

const subscribeToNothing = () => () => {};

/**
 * The hotel page's large photo, the page's largest paint: loaded at once (never lazily, it is on the
 * first screen; in the server's HTML too), WebP in the width the box needs (`srcset`/`sizes`), PNG where
 * WebP is not understood. Up to 3 attempts, then the 'no photo' placeholder (docs/product-rules.md §4),
 * counted in the page's one count of image failures (shared/lazy-image `imageFailures`) whoever made
 * them: the <img> of the server's HTML (kept when the page is hydrated, left behind when it is rendered
 * afresh), the shell's early script, this component.
 */
export function HotelPhoto({
  image,
  alt,
  width,
  height,
  className,
}: {
  image: HotelImage | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  const fallback = imageSource(hotelImage(image), 'small2x');
  const srcset = hotelImageSrcset(image);
  // the failures so far, read again from the count at each failure: another element may have failed meanwhile
  const [failures, setFailures] = useState(() => (fallback ? imageFailures(fallback) : 0));
  // each attempt is a new element: Chromium does not ask again for a failed <img> whose src stays
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LazyImageState>('loading');
  const element = useRef<HTMLImageElement>(null);
  // On the server, and while the browser hydrates its HTML, the photo is the server's element. Rendered
  // afresh in the browser, the photo's element is made only once this component is in the page, and put
  // in at once: React makes a first render's elements before it inserts them (for the area's stylesheet,
  // a while), and an image that failed meanwhile is asked for again by Chromium as it is inserted.
  const serverElement = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [inPage, setInPage] = useState(false);
  useLayoutEffect(() => setInPage(true), []);

  const failed = (img: HTMLImageElement, event?: Event) => {
    setFailures(countImageFailure(img, event));
    setState('error');
  };

  useEffect(() => {
    // an image may have finished before React listened: from the cache, or the server's element, hydrated
    const img = element.current;
    if (!img?.complete || !img.getAttribute('src')) return;
    if (img.naturalWidth > 0) setState('loaded');
    else failed(img);
  }, [attempt, inPage]);

  useEffect(() => {
    if (state !== 'error' || failures >= LAZY_IMAGE.maxAttempts || !fallback) return;
    const timer = setTimeout(() => {
      setAttempt((count) => count + 1);
      setState('loading');
    }, RETRY_DELAY_MS * failures);
    return () => clearTimeout(timer);
  }, [state, failures, fallback]);

  if (!fallback || failures >= LAZY_IMAGE.maxAttempts) {
    return <img src={NO_PHOTO_SRC} alt={`${alt} — нет фото`} width={width} height={height} data-state="error" className={className} />;
  }
  // between attempts (and until it is in the page) the box stays, empty
  if (state === 'error' || (!inPage && !serverElement)) return <img alt={alt} width={width} height={height} data-state="loading" className={className} />;
  return (
    <picture key={attempt}>
      {srcset && <source type="image/webp" srcSet={srcset} sizes={HOTEL_PHOTO_SIZES} />}
      <img
        ref={element}
        src={fallback}
        alt={alt}
        width={width}
        height={height}
        fetchPriority="high"
        data-state={state}
        className={className}
        onLoad={() => setState('loaded')}
        onError={(event: SyntheticEvent<HTMLImageElement>) => failed(event.currentTarget, event.nativeEvent)}
      />
    </picture>
  );
}
