import { useEffect, useRef, useState } from 'react';
import { isImageCached, rememberImage } from './image-cache';
import { imageSource, NO_PHOTO_SRC, variantForScreen, type ImageVariant, type SiteImage } from './image-variants';
import styles from './lazy-image.module.css';
import { LAZY_IMAGE } from './ui-constants';
import { isNearViewport, watchViewport } from './viewport-watch';

export interface LazyImageProps {
  image: SiteImage | null | undefined;
  /** The variant for a 1x screen; a high-density screen gets thumb2x for thumb and small2x for small. */
  variant?: ImageVariant;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
}

/** §4 Lazy images: loading (also while waiting to come near the screen), loaded, error. */
export type LazyImageState = 'loading' | 'loaded' | 'error';

/** A failed load is tried again after a pause: a network hiccup passes, a broken file does not. */
const RETRY_DELAY_MS = 300;

/** Loads a URL in the background, up to 3 attempts (docs/product-rules.md §4, §9). */
function loadWithAttempts(url: string, onDone: (ok: boolean) => void): () => void {
  let cancelled = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tryOnce = () => {
    attempt += 1;
    const probe = new Image();
    probe.onload = () => !cancelled && onDone(true);
    probe.onerror = () => {
      if (cancelled) return;
      if (attempt < LAZY_IMAGE.maxAttempts) timer = setTimeout(tryOnce, RETRY_DELAY_MS * attempt);
      else onDone(false);
    };
    probe.src = url;
  };
  tryOnce();
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

function screenDensity(): number {
  return typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
}

/**
 * An image loaded within 1.3 screen heights (§9), tried 3 times, else the 'no photo' placeholder; a missing variant falls back
 * to the next larger (thumb → thumb2x → small → small2x → full), none at all shows the placeholder at once.
 */
export function LazyImage({ image, variant = 'thumb', alt, width, height, className }: LazyImageProps) {
  const source = imageSource(image, variantForScreen(variant, screenDensity()));
  const [state, setState] = useState<LazyImageState>(() => (!source ? 'error' : isImageCached(source) ? 'loaded' : 'loading'));
  const element = useRef<HTMLImageElement>(null);

  useEffect(() => {
    if (!source) {
      setState('error');
      return;
    }
    if (isImageCached(source)) {
      setState('loaded');
      return;
    }
    setState('loading');
    let stopLoading: (() => void) | null = null;
    const start = () => {
      if (stopLoading || !element.current || !isNearViewport(element.current)) return;
      stopWatching();
      stopLoading = loadWithAttempts(source, (ok) => {
        if (ok) rememberImage(source);
        setState(ok ? 'loaded' : 'error');
      });
    };
    const stopWatching = watchViewport(start);
    start();
    return () => {
      stopWatching();
      stopLoading?.();
    };
  }, [source]);

  const shown = state === 'loaded' && source ? source : state === 'error' ? NO_PHOTO_SRC : undefined;
  return (
    <img
      ref={element}
      src={shown}
      alt={state === 'error' ? `${alt} — нет фото` : alt}
      width={width}
      height={height}
      decoding="async"
      data-state={state}
      className={[styles.image, styles[state], className ?? ''].filter(Boolean).join(' ')}
    />
  );
}
