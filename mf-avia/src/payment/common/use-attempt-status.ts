import { useEffect, useRef, useState } from 'react';
import { getPaymentAttempt, type PaymentAttempt } from 'shared/flights';

/** How often the QR page asks whether the bank has confirmed: quick enough to feel instant. */
export const STATUS_POLL_MS = 2000;

function hidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/**
 * Polls a pending attempt until it is SUCCEEDED, FAILED or EXPIRED. It pauses while the tab is
 * hidden (no requests from a forgotten tab) and asks at once when the tab is shown again, since
 * the person has most likely just paid in the bank's app. A failed poll is simply tried again.
 */
export function useAttemptStatus(initial: PaymentAttempt) {
  const [attempt, setAttempt] = useState(initial);
  const [kick, setKick] = useState(0);
  const latest = useRef(initial);
  latest.current = attempt;

  useEffect(() => {
    setAttempt(initial);
  }, [initial]);

  useEffect(() => {
    if (attempt.status !== 'PENDING') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    // one request at a time: showing the tab again while a request is out must not start a second loop
    let inFlight = false;
    const poll = async () => {
      timer = undefined;
      if (hidden() || inFlight) return;
      inFlight = true;
      try {
        const next = await getPaymentAttempt(initial.paymentUuid, initial.attemptId, controller.signal);
        if (controller.signal.aborted) return;
        if (next.status !== latest.current.status) {
          setAttempt(next);
          return;
        }
      } catch {
        if (controller.signal.aborted) return;
      } finally {
        inFlight = false;
      }
      if (!hidden()) timer = setTimeout(poll, STATUS_POLL_MS);
    };
    const onVisibility = () => {
      if (hidden()) {
        if (timer) clearTimeout(timer);
        timer = undefined;
      } else if (!timer && !inFlight) {
        void poll();
      }
    };
    timer = setTimeout(poll, STATUS_POLL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [attempt.status, initial, kick]);

  return {
    attempt,
    /** After the sandbox 'Я оплатил' answered: take its state at once. */
    update: setAttempt,
    /** Ask again now (the time ran out on the client clock: let the server say EXPIRED). */
    refresh: () => setKick((n) => n + 1),
  };
}
