import { listDepartureCities, type DepartureCity } from 'shared/tours';

/** The cities tours fly from change with a release, not during a visit: asked for once per page load. */
let pending: Promise<DepartureCity[]> | null = null;

export function departureCities(): Promise<DepartureCity[]> {
  if (!pending) {
    pending = listDepartureCities().then((answer) => answer.items);
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}
