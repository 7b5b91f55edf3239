import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { getRuntimeConfig } from '../../config/runtime-config';
import { reportMetrikaHit } from './metrika';
import { afterFirstPaint, startTelemetry } from './start-telemetry';

let started = false;

/** Starts telemetry once per page load, after first paint. */
export function useTelemetryStart(): void {
  useEffect(() => {
    if (started) return;
    return afterFirstPaint(() => {
      if (started) return;
      started = true;
      void startTelemetry(getRuntimeConfig());
    });
  }, []);
}

/** Product rules §1: a page view on each route change, except when the path stays the same. */
export function usePageViewReporting(): void {
  const { pathname, search, hash } = useLocation();
  const previous = useRef<{ pathname: string; url: string } | null>(null);
  useEffect(() => {
    const url = `${window.location.origin}${pathname}${search}${hash}`;
    const last = previous.current;
    previous.current = { pathname, url };
    // The first view is reported by the counter's own init; same-path changes are not views.
    if (!last || last.pathname === pathname) return;
    reportMetrikaHit(url, last.url);
  }, [pathname, search, hash]);
}
