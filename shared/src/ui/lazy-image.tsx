import { useEffect, useRef, useState } from 'react';
import { isImageCached, rememberImage } from './image-cache';
import { imageSource, NO_PHOTO_SRC, type ImageVariant, type SiteImage } from './image-variants';
import styles from './lazy-image.module.css';
import { LAZY_IMAGE } from './ui-constants';
import { isNearViewport, watchViewport } from './viewport-watch';

export interface LazyImageProps {
  image: SiteImage | null | undefined;
  variant?: ImageVariant;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
}

type LoadState = 'waiting' | 'loading' | 'loaded' | 'error';

/** Loads a URL in the background, up to 3 attempts (spec §4). */
function loadWithAttempts(url: string, onDone: (ok: boolean) => void): () => void {
  let cancelled = false;
  let attempt = 0;
  const tryOnce = () => {
    attempt += 1;
    const probe = new Image();
    probe.onload = () => !cancelled && onDone(true);
    probe.onerror = () => {
      if (cancelled) return;
      if (attempt < LAZY_IMAGE.maxAttempts) tryOnce();
      else onDone(false);
    };
    probe.src = url;
  };
  tryOnce();
  return () => { cancelled = true; };
}

/**
 * An image that loads once it comes near the screen, with variant fallback
 * (small → small2x → thumb → thumb2x → full) and a 'no photo' placeholder.
 */
export function LazyImage({ image, variant = 'thumb', alt, width, height, className }: LazyImageProps) {
  const source = imageSource(image, variant);
  const [state, setState] = useState<LoadState>(() => (!source ? 'error' : isImageCached(source) ? 'loaded' : 'waiting'));
  const element = useRef<HTMLImageElement>(null);

  useEffect(() => {
    if (!source) { setState('error'); return; }
    if (isImageCached(source)) { setState('loaded'); return; }
    setState('waiting');
    let stopLoading: (() => void) | null = null;
    const start = () => {
      if (stopLoading || !element.current || !isNearViewport(element.current)) return;
      stopWatching();
      setState('loading');
      stopLoading = loadWithAttempts(source, (ok) => {
        if (ok) rememberImage(source);
        setState(ok ? 'loaded' : 'error');
      });
    };
    const stopWatching = watchViewport(start);
    start();
    return () => { stopWatching(); stopLoading?.(); };
  }, [source]);

  const shown = state === 'loaded' && source ? source : state === 'error' ? NO_PHOTO_SRC : undefined;
  return (
    <img
      ref={element}
      src={shown}
      alt={state === 'error' ? `${alt} — нет фото` : alt}
      width={width}
      height={height}
      data-state={state}
      className={[styles.image, styles[state === 'waiting' ? 'loading' : state], className ?? ''].filter(Boolean).join(' ')}
    />
  );
}
