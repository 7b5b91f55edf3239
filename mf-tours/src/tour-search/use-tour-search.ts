import { useEffect, useState } from 'react';
import { isApiError } from 'shared';
import { createTourSearch, pollTourSearch, type TourSearchHotel, type TourSearchParams } from 'shared/tours';
import { failureMessage } from '../common/failure-message';

/** How often the page asks for new hotels while tour operators answer (the API suggests 300–500 ms). */
export const POLL_INTERVAL_MS = 400;
/** Network hiccups tolerated in a row before the search is reported failed. */
const NETWORK_RETRIES = 2;

export type TourSearchRun =
  | { phase: 'idle' }
  | { phase: 'running'; progress: number; hotels: TourSearchHotel[] }
  | { phase: 'complete'; hotels: TourSearchHotel[] }
  | { phase: 'failed'; progress: number; hotels: TourSearchHotel[]; message: string };

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/** Cheapest first; equal prices by rating, so the order does not jump as hotels arrive. */
export function byPrice(a: TourSearchHotel, b: TourSearchHotel): number {
  return a.cheapestTour.price - b.cheapestTour.price || b.hotel.rating - a.hotel.rating || a.hotel.id - b.hotel.id;
}

/**
 * Starts the search and polls it until every tour operator has answered, replacing hotels by id
 * as they arrive or get cheaper. A search the API no longer holds (404) is started again quietly.
 * A new request, or a new `run` (the 'Повторить' button), starts over.
 */
export function useTourSearch(request: TourSearchParams | null, run: number): TourSearchRun {
  const [state, setState] = useState<TourSearchRun>({ phase: 'idle' });
  const key = request ? JSON.stringify(request) : null;

  useEffect(() => {
    if (!request) {
      setState({ phase: 'idle' });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    const byId = new Map<number, TourSearchHotel>();
    const hotels = () => [...byId.values()].sort(byPrice);
    setState({ phase: 'running', progress: 0, hotels: [] });

    async function go() {
      let { searchId, cursor, items, complete, progress, failed, message } = await createTourSearch(request!);
      let failures = 0;
      for (;;) {
        if (signal.aborted) return;
        for (const item of items) byId.set(item.hotel.id, item);
        if (failed) {
          setState({ phase: 'failed', progress, hotels: hotels(), message: message ?? 'Не удалось получить все туры. Повторите поиск' });
          return;
        }
        if (complete) {
          setState({ phase: 'complete', hotels: hotels() });
          return;
        }
        setState({ phase: 'running', progress, hotels: hotels() });
        await wait(POLL_INTERVAL_MS, signal);
        if (signal.aborted) return;
        try {
          ({ cursor, items, complete, progress, failed, message } = await pollTourSearch(searchId, cursor, signal));
          failures = 0;
        } catch (error) {
          if (signal.aborted) return;
          if (isApiError(error) && error.status === 404) {
            // The API forgot the search (a restart): run it again; hotels already shown stay.
            ({ searchId, cursor, items, complete, progress, failed, message } = await createTourSearch(request!));
            continue;
          }
          failures += 1;
          if (failures > NETWORK_RETRIES) throw error;
          items = [];
        }
      }
    }

    go().catch((error: unknown) => {
      if (signal.aborted) return;
      setState({ phase: 'failed', progress: 0, hotels: hotels(), message: `Не удалось найти туры. ${failureMessage(error)}` });
    });
    return () => controller.abort();
    // `key` stands for `request`: a new object with the same search must not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, run]);

  return state;
}
