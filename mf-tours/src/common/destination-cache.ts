import { getCountryDestination, getHotelDestination, getResortDestination, type Destination, type DestinationType } from 'shared/tours';

/**
 * Destinations by id do not change (docs/product-rules.md §7: cached per id), so each is asked
 * for once per page load: this map is the one place that remembers them for every page of the
 * area. A failed request is forgotten, so the next caller tries again.
 */
const cache = new Map<string, Promise<Destination>>();

const requestOf: Record<DestinationType, (id: number) => Promise<Destination>> = {
  country: getCountryDestination,
  resort: getResortDestination,
  hotel: getHotelDestination,
};

export function destinationById(type: DestinationType, id: number): Promise<Destination> {
  const key = `${type}-${id}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = requestOf[type](id);
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/** A destination some other call already returned (the autocomplete) needs no request later. */
export function rememberDestination(destination: Destination): void {
  cache.set(`${destination.type}-${destination.id}`, Promise.resolve(destination));
}

/** Tests only: every test starts from an empty cache. */
export function forgetDestinations(): void {
  cache.clear();
}
