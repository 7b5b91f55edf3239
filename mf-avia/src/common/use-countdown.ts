import { useEffect, useState } from 'react';

function secondsUntil(deadline: string | null): number {
  if (!deadline) return 0;
  const ms = new Date(deadline).getTime() - Date.now();
  return Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
}

/**
 * Seconds left until `deadline` (ISO), ticking once a second and stopping at zero: the offer's
 * price hold on the booking page, the payment deadline and a QR code's life on the payment pages.
 */
export function useCountdown(deadline: string | null): number {
  const [left, setLeft] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    setLeft(secondsUntil(deadline));
    const timer = setInterval(() => {
      const next = secondsUntil(deadline);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}

/**
 * Whether `deadline` (ISO) has passed: one timer for the moment it does, so a component that only
 * needs to know that (the booking form) does not render again every second as a countdown does.
 */
export function useDeadlinePassed(deadline: string): boolean {
  const [passed, setPassed] = useState(() => secondsUntil(deadline) === 0);
  useEffect(() => {
    const left = new Date(deadline).getTime() - Date.now();
    if (!(left > 0)) {
      setPassed(true);
      return;
    }
    setPassed(false);
    // setTimeout holds at most 2^31 − 1 ms (about 24 days); a later deadline is checked again then
    const timer = setTimeout(() => setPassed(secondsUntil(deadline) === 0), Math.min(left + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [deadline]);
  return passed;
}

/**
 * The deadline of something the API says has `secondsLeft` seconds to live, fixed once on the
 * traveller's clock: the server counts the seconds, so a wrong clock on the device does not matter.
 */
export function useDeadlineIn(secondsLeft: number): string {
  const [deadline] = useState(() => new Date(Date.now() + secondsLeft * 1000).toISOString());
  return deadline;
}

/** 14:05 or 1:02:03: what the countdown shows. */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
