import { pluralRu } from '../format/russian-plural';

// Node-safe (no dayjs, no React): the API's order mails name a trip's flights with these too.
/** All the labels read of a flight: the cities it joins (a search's legs have them before any flight is found). */
type DirectionEnds = { origin: { cityCode: string }; destination: { cityCode: string } };

/** Two flights, the second back between the same cities. */
export function isPlainReturn(directions: readonly DirectionEnds[]): boolean {
  const [out, back] = directions;
  return directions.length === 2 && out!.origin.cityCode === back!.destination.cityCode && out!.destination.cityCode === back!.origin.cityCode;
}

/**
 * What a trip calls each of its flights: «Туда» and «Обратно» for one way and a plain return
 * (the second flight goes back between the same cities), «Перелёт N» for a multi-city trip.
 */
export function directionLabel(index: number, directions: readonly DirectionEnds[]): string {
  if (directions.length === 1) return 'Туда';
  if (isPlainReturn(directions)) return index === 0 ? 'Туда' : 'Обратно';
  return `Перелёт ${index + 1}`;
}

/** «3 перелёта», «5 перелётов»: how many flights of a multi-city trip a page speaks of. */
export function legCountLabel(count: number): string {
  return `${count} ${pluralRu(count, ['перелёт', 'перелёта', 'перелётов'])}`;
}
