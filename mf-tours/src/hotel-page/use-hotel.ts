import { useCallback, useEffect, useState } from 'react';
import { isApiError } from 'shared';
import { getHotel, listHotelTours, type HotelDetails, type HotelToursParams, type TourOption } from 'shared/tours';
import { failureMessage } from '../common/failure-message';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'notFound' } | { status: 'failed'; message: string };

/**
 * Runs a request again whenever its key changes or `retry` is called; an older answer that
 * arrives late is dropped. A 404 is the not-found view, anything else a failure with 'Повторить'.
 */
function useLoaded<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): { state: Loaded<T>; retry: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (value) => !controller.signal.aborted && setState({ status: 'ready', value }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(isApiError(error) && error.status === 404 ? { status: 'notFound' } : { status: 'failed', message: failureMessage(error) });
      },
    );
    return () => controller.abort();
    // `key` stands for what `load` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}

/** Hotel details (amenity groups with ROOMS first, facts, images…). */
export function useHotel(hotelId: number | null) {
  return useLoaded<HotelDetails>(hotelId === null ? null : String(hotelId), () => getHotel(hotelId!));
}

/** The hotel's tours for the page's parameters, cheapest first. */
export function useHotelTours(hotelId: number | null, params: HotelToursParams) {
  const key = hotelId === null ? null : `${hotelId}:${JSON.stringify(params)}`;
  return useLoaded<{ total: number; items: TourOption[] }>(key, () => listHotelTours(hotelId!, params));
}
