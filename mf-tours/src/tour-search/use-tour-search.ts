import { useMemo } from 'react';
import { failureMessage } from 'shared';
import { usePolledSearch, type PolledSearchSource, type SearchBusyRetry } from 'shared/polled-search';
import { createTourSearch, pollTourSearch, type TourSearchHotel, type TourSearchParams } from 'shared/tours';
import { TOURS_FAILURE_WORDING } from '../common/tours-texts';

/** How often the page asks for new hotels while tour operators answer (the API suggests 300–500 ms). */
export const POLL_INTERVAL_MS = 400;

export type TourSearchRun =
  | { phase: 'idle' }
  | { phase: 'running'; progress: number; hotels: TourSearchHotel[]; busy?: SearchBusyRetry }
  | { phase: 'complete'; hotels: TourSearchHotel[] }
  | { phase: 'failed'; progress: number; hotels: TourSearchHotel[]; message: string };

/** Cheapest first; equal prices by rating, so the order does not jump as hotels arrive. */
export function byPrice(a: TourSearchHotel, b: TourSearchHotel): number {
  return a.cheapestTour.price - b.cheapestTour.price || b.hotel.rating - a.hotel.rating || a.hotel.id - b.hotel.id;
}

function tourSearchSource(request: TourSearchParams | null): PolledSearchSource<TourSearchHotel> {
  return {
    // Creating the search answers its first hotels already.
    start: async () => {
      const first = await createTourSearch(request!);
      return { searchId: first.searchId, page: first };
    },
    poll: pollTourSearch,
    idOf: (item) => item.hotel.id,
    intervalMs: POLL_INTERVAL_MS,
  };
}

/** The tour search of `request`, polled until every operator answered (a hotel arriving cheaper replaces its card); a new request or `run` starts over. */
export function useTourSearch(request: TourSearchParams | null, run: number): TourSearchRun {
  const key = request ? `${JSON.stringify(request)}#${run}` : null;
  const search = usePolledSearch(key, tourSearchSource(request));
  const hotels = useMemo(() => (search.phase === 'idle' ? [] : [...search.items].sort(byPrice)), [search]);
  switch (search.phase) {
    case 'idle':
      return search;
    case 'running':
      return { phase: 'running', progress: search.progress, hotels, ...(search.busy ? { busy: search.busy } : {}) };
    case 'complete':
      return { phase: 'complete', hotels };
    case 'failed':
      return search.error === undefined
        ? { phase: 'failed', progress: search.progress, hotels, message: search.message ?? 'Не удалось получить все туры. Повторите поиск' }
        : { phase: 'failed', progress: 0, hotels, message: `Не удалось найти туры. ${failureMessage(search.error, TOURS_FAILURE_WORDING)}` };
  }
}
