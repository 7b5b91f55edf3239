import { useMemo } from 'react';
import { isApiError } from 'shared';
import { usePolledSearch, type PolledSearchSource } from 'shared/polled-search';
import { createSearch, pollSearch, type FlightResult, type SearchPoll } from 'shared/flights';
import { trackSearchCompleted, trackSearchFailed } from '../common/avia-events';

/**
 * No pause between polls: each poll waits at the API until new results are ready (`?wait=true`),
 * and a page with more results ready is followed at once.
 */
export const POLL_INTERVAL_MS = 0;

export type SearchRun =
  | { phase: 'running'; searchId: string | null; progress: number; results: FlightResult[] }
  | { phase: 'complete'; searchId: string; progress: 100; results: FlightResult[] }
  | { phase: 'failed'; searchId: string | null; progress: number; results: FlightResult[]; message: string; invalidSearch: boolean };

const STARTING: SearchRun = { phase: 'running', searchId: null, progress: 0, results: [] };

function flightSearchSource(searchString: string, allowAirportChange: boolean): PolledSearchSource<FlightResult> {
  return {
    // The first answer carries the first results; the shell's early script may have asked for it already.
    start: async (signal) => {
      const page = await createSearch({ searchString, allowAirportChange }, signal);
      return { searchId: page.searchId, page: untilAllReceived(page) };
    },
    poll: async (searchId, cursor, signal) => untilAllReceived(await pollSearch(searchId, cursor, signal)),
    idOf: (result) => result.id,
    intervalMs: POLL_INTERVAL_MS,
    onComplete: (results) => trackSearchCompleted(searchString, results.length),
    onFailed: (failure) => trackSearchFailed(searchString, failure.error === undefined ? 'поиск прерван' : failedMessage(failure.error)),
  };
}

/** A finished search is complete for the page only once its last page is in (pages carry at most a limit each). */
const untilAllReceived = <Page extends SearchPoll>(page: Page): Page => ({ ...page, complete: page.complete && page.cursor >= page.total });

const failedMessage = (error: unknown) => (isApiError(error) ? error.message : 'Не удалось выполнить поиск');

/**
 * The flight search of a search string, results added as they arrive (shared's polling hook: a
 * search the API forgot runs again quietly, duplicates merge by id). `run` changes to retry.
 */
export function useProgressiveSearch(searchString: string | null, allowAirportChange: boolean, run: number): SearchRun {
  const key = searchString ? `${searchString}#${allowAirportChange}#${run}` : null;
  const search = usePolledSearch(key, flightSearchSource(searchString ?? '', allowAirportChange));
  return useMemo((): SearchRun => {
    switch (search.phase) {
      case 'idle':
        return STARTING;
      case 'running':
        return { phase: 'running', searchId: search.searchId, progress: search.progress, results: search.items };
      case 'complete':
        return { phase: 'complete', searchId: search.searchId, progress: 100, results: search.items };
      case 'failed': {
        const { searchId, progress, items: results } = search;
        if (search.error === undefined) {
          return {
            phase: 'failed',
            searchId,
            progress,
            results,
            message: search.message ?? 'Не удалось получить все результаты. Повторите поиск',
            invalidSearch: false,
          };
        }
        const invalidSearch = isApiError(search.error) && search.error.status === 400;
        return { phase: 'failed', searchId, progress, results, message: failedMessage(search.error), invalidSearch };
      }
    }
  }, [search]);
}
