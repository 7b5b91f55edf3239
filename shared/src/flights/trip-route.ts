import { directionLabel } from './direction-label';
import type { FlightDirection } from './flight-responses';

type PlaceName = Pick<FlightDirection['origin'], 'cityCode' | 'city'>;
type DirectionEnds = { origin: PlaceName; destination: PlaceName };

/** directionLabel of each flight; it reads the city codes only, so a search's legs can be named before any flight is found. */
export function directionLabels(directions: readonly DirectionEnds[]): string[] {
  return directions.map((_, index) => directionLabel(index, directions as Parameters<typeof directionLabel>[1]));
}

/** A trip that is neither one way nor a plain return: its pages name every flight and the whole chain. */
export function isMultiCityTrip(directions: readonly DirectionEnds[]): boolean {
  return directions.length > 1 && directionLabels(directions)[1] !== 'Обратно';
}

/**
 * The cities a trip passes, in order: «Москва → Стамбул → Анталья → Москва». A flight that leaves
 * from another city than the last one landed in (an open jaw) starts after a comma, so no line
 * reads as a flight that is not booked: «Москва → Санкт-Петербург, Калининград → Москва».
 */
export function tripRoute(directions: readonly DirectionEnds[], arrow = ' → '): string {
  const chains: string[][] = [];
  directions.forEach((direction, index) => {
    const chained = index > 0 && directions[index - 1]!.destination.cityCode === direction.origin.cityCode;
    if (chained) chains.at(-1)!.push(direction.destination.city);
    else chains.push([direction.origin.city, direction.destination.city]);
  });
  return chains.map((chain) => chain.join(arrow)).join(', ');
}
