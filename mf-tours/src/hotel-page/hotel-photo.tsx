import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { LAZY_IMAGE } from 'shared';
import { earlyImageFailures, imageSource, NO_PHOTO_SRC, type LazyImageState } from 'shared/lazy-image';
import { HOTEL_PHOTO_SIZES, type HotelImage } from 'shared/tours';
import { hotelImage, hotelImageSrcset } from '../common/hotel-images';

/** A failed load is tried again after a pause, as every image of the site is (§4, §9). */
const RETRY_DELAY_MS = 300;

/**
 * The hotel page's large photo, the page's largest paint: loaded at once (never lazily, it is on the
 * first screen), WebP in the width the box needs (`srcset`/`sizes`), PNG where WebP is not
 * understood. The shell's early script may have painted the same candidate already, so it comes from
 * the cache. Up to 3 attempts, the early paint's counted, then the 'no photo' placeholder (docs/product-rules.md §4).
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
  // The shell's early script may have spent an attempt already, painting this photo before the bundle.
  const [attempt, setAttempt] = useState(() => Math.min(1 + (fallback ? earlyImageFailures(fallback) : 0), LAZY_IMAGE.maxAttempts));
  const [state, setState] = useState<LazyImageState>(() => (fallback && earlyImageFailures(fallback) < LAZY_IMAGE.maxAttempts ? 'loading' : 'error'));
  const element = useRef<HTMLImageElement>(null);
  // The photo's element is made only once this component is in the page, and put in at once: React
  // makes a first render's elements before it inserts them (for the area's stylesheet, a while), and
  // an image that failed meanwhile is asked for again by Chromium as it is inserted, a 4th request.
  const [inPage, setInPage] = useState(false);
  useLayoutEffect(() => setInPage(true), []);

  useEffect(() => {
    // an image from the cache may have finished before React listened
    const img = element.current;
    if (img?.complete && img.naturalWidth > 0) setState('loaded');
  }, [attempt, inPage]);

  useEffect(() => {
    if (state !== 'error' || attempt >= LAZY_IMAGE.maxAttempts || !fallback) return;
    const timer = setTimeout(() => {
      setAttempt((count) => count + 1);
      setState('loading');
    }, RETRY_DELAY_MS * attempt);
    return () => clearTimeout(timer);
  }, [state, attempt, fallback]);

  if (!fallback || (state === 'error' && attempt >= LAZY_IMAGE.maxAttempts)) {
    return <img src={NO_PHOTO_SRC} alt={`${alt} — нет фото`} width={width} height={height} data-state="error" className={className} />;
  }
  // between attempts (and until it is in the page) the box stays, empty
  if (state === 'error' || !inPage) return <img alt={alt} width={width} height={height} data-state="loading" className={className} />;
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
        onError={() => setState('error')}
      />
    </picture>
  );
}
