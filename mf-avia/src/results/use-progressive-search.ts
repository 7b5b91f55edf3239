import { useEffect, useState } from 'react';
import { isApiError } from 'shared';
import { createSearch, pollSearch, type FlightResult } from 'shared/flights';
import { trackSearchCompleted, trackSearchFailed } from '../common/avia-events';

/** How often the page asks for new results while the search runs (api/src/flights/README.md). */
export const POLL_INTERVAL_MS = 300;
const NETWORK_RETRIES = 2;
/** How often a search the API no longer holds is run again before the page says it failed. */
const SEARCH_RESTARTS = 2;

export type SearchRun =
  | { phase: 'running'; searchId: string | null; progress: number; results: FlightResult[] }
  | { phase: 'complete'; searchId: string; progress: 100; results: FlightResult[] }
  | { phase: 'failed'; searchId: string | null; progress: number; results: FlightResult[]; message: string; invalidSearch: boolean };

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * Creates the search and polls it until complete, adding results as they arrive. A search the
 * API no longer holds (404: restarted or evicted) is started again without a word to the
 * traveller; results already shown stay, duplicates are merged by id. `run` changes to retry.
 */
export function useProgressiveSearch(searchString: string | null, allowAirportChange: boolean, run: number): SearchRun {
  const [state, setState] = useState<SearchRun>({ phase: 'running', searchId: null, progress: 0, results: [] });

  useEffect(() => {
    if (!searchString) return;
    const controller = new AbortController();
    const { signal } = controller;
    const byId = new Map<string, FlightResult>();
    setState({ phase: 'running', searchId: null, progress: 0, results: [] });

    async function start(): Promise<string> {
      const created = await createSearch({ searchString: searchString!, allowAirportChange });
      return created.searchId;
    }

    async function go() {
      let searchId = await start();
      let cursor = 0;
      let failures = 0;
      let restarts = 0;
      let results: FlightResult[] = [];
      let progress = -1;
      for (;;) {
        if (signal.aborted) return;
        try {
          const poll = await pollSearch(searchId, cursor, signal);
          failures = 0;
          for (const item of poll.items) byId.set(item.id, item);
          cursor = poll.cursor;
          // a new array only when results arrived: the page and the filter index key on its identity
          if (poll.items.length > 0) results = [...byId.values()];
          if (poll.failed) {
            setState({
              phase: 'failed',
              searchId,
              progress: poll.progress,
              results,
              message: poll.message ?? 'Не удалось получить все результаты. Повторите поиск',
              invalidSearch: false,
            });
            trackSearchFailed(searchString!, 'поиск прерван');
            return;
          }
          if (poll.complete) {
            setState({ phase: 'complete', searchId, progress: 100, results });
            trackSearchCompleted(searchString!, results.length);
            return;
          }
          // nothing new in this poll: no render at all
          if (poll.items.length > 0 || poll.progress !== progress) setState({ phase: 'running', searchId, progress: poll.progress, results });
          progress = poll.progress;
        } catch (error) {
          if (signal.aborted) return;
          if (isApiError(error) && error.status === 404) {
            // The API forgot the search (restart, eviction): run it again, quietly, but not forever (an API
            // that forgets every search would otherwise be asked again and again without a pause).
            restarts += 1;
            if (restarts > SEARCH_RESTARTS) throw error;
            searchId = await start();
            cursor = 0;
          }
          failures += 1;
          if (failures > NETWORK_RETRIES) throw error;
        }
        await wait(POLL_INTERVAL_MS, signal);
      }
    }

    go().catch((error: unknown) => {
      if (signal.aborted) return;
      const message = isApiError(error) ? error.message : 'Не удалось выполнить поиск';
      const invalidSearch = isApiError(error) && error.status === 400;
      setState((previous) => ({
        phase: 'failed',
        searchId: previous.searchId,
        progress: previous.progress,
        results: previous.results,
        message,
        invalidSearch,
      }));
      trackSearchFailed(searchString!, message);
    });
    return () => controller.abort();
  }, [searchString, allowAirportChange, run]);

  return state;
}
