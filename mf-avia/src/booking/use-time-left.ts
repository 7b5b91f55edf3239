import { useEffect, useState } from 'react';

/**
 * Seconds left on the offer, counted down each second from the API's `secondsLeft` (the server's
 * clock, not the traveller's, which may be wrong). Zero once it has run out.
 */
export function useTimeLeft(secondsLeft: number): number {
  const [deadline] = useState(() => Date.now() + secondsLeft * 1000);
  const [left, setLeft] = useState(secondsLeft);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setLeft(Math.max(0, Math.round((deadline - Date.now()) / 1000))), 1000);
    return () => clearInterval(timer);
  }, [deadline, left <= 0]); // eslint-disable-line react-hooks/exhaustive-deps -- restart only when it runs out
  return left;
}

/** '14:05' (minutes:seconds). */
export function formatTimeLeft(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
