import { directionLabel, isPlainReturn } from './direction-label';
import type { FlightDirection } from './flight-shapes';

type PlaceName = Pick<FlightDirection['origin'], 'cityCode' | 'city'>;
type DirectionEnds = { origin: PlaceName; destination: PlaceName };

/** directionLabel of each flight; it reads the city codes only, so a search's legs can be named before any flight is found. */
export function directionLabels(directions: readonly DirectionEnds[]): string[] {
  return directions.map((_, index) => directionLabel(index, directions));
}

/** A trip that is neither one way nor a plain return: its pages name every flight and the whole chain. */
export function isMultiCityTrip(directions: readonly DirectionEnds[]): boolean {
  return directions.length > 1 && !isPlainReturn(directions);
}

/** One of a passenger's tickets: the flight it is for (null: the whole trip) and its number. */
export interface PassengerTicket {
  label: string | null;
  number: string;
}

/**
 * A passenger's tickets as every page and mail lists them: one per flight of a multi-city trip,
 * labelled as its flight is; one for the whole trip of one way and a return. Empty until ticketed.
 */
export function passengerTickets(
  passenger: { ticketNumber: string | null; legTicketNumbers?: readonly string[] },
  directions: readonly DirectionEnds[],
): PassengerTicket[] {
  if (passenger.legTicketNumbers && passenger.legTicketNumbers.length > 0) {
    const labels = directionLabels(directions);
    return passenger.legTicketNumbers.map((number, index) => ({ label: labels[index] ?? null, number }));
  }
  return passenger.ticketNumber ? [{ label: null, number: passenger.ticketNumber }] : [];
}

/**
 * How a page shows a passenger's tickets: a line each, «Перелёт 2: 4210000000102», or the number
 * alone for the whole trip (shown with `white-space: pre-line`); '' until ticketed.
 */
export function ticketLines(...args: Parameters<typeof passengerTickets>): string {
  return passengerTickets(...args)
    .map((ticket) => (ticket.label ? `${ticket.label}: ${ticket.number}` : ticket.number))
    .join('\n');
}

/**
 * The cities a trip passes: «Москва → Стамбул → Анталья → Москва». A flight leaving another city than the last landed in starts
 * after a comma, so no line reads as an unbooked flight: «Москва → Санкт-Петербург, Калининград → Москва».
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
