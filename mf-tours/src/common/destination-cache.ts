import { getCountryDestination, getHotelDestination, getResortDestination, type Destination, type DestinationType } from 'shared/tours';

/** Destinations by id never change (§7: cached per id): asked once per page load for every page of the area; a failed request is forgotten. */
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
