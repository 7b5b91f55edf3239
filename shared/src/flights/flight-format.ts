import { dayjs, daysBetweenIso, pluralRu } from 'shared';
import { type FlightDirection } from './flight-shapes';

/** '2 ч 05 мин', '45 мин': every page that shows a flight's or a layover's length. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} мин`;
  return m === 0 ? `${h} ч` : `${h} ч ${String(m).padStart(2, '0')} мин`;
}

/**
 * '25.12.2026, 09:40'. A wall-clock time without a zone (a flight's local airport time) reads as
 * written; an instant with a zone (when an order was made or must be paid) reads in the visitor's time.
 */
export function formatDateTime(value: string | null): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD.MM.YYYY, HH:mm') : '';
}

export const timeOf = (local: string) => local.slice(11, 16);

/** Days between the departure and arrival calendar dates (the '+1' of an overnight arrival). */
export function dayShift(departureLocal: string, arrivalLocal: string): number {
  return daysBetweenIso(departureLocal.slice(0, 10), arrivalLocal.slice(0, 10));
}

/** '25 дек, чт' */
export function shortDate(local: string): string {
  return dayjs(local.slice(0, 10)).format('D MMM, dd').replace('.', '');
}

export function stopsLabel(stops: number): string {
  if (stops === 0) return 'Без пересадок';
  return `${stops} ${pluralRu(stops, ['пересадка', 'пересадки', 'пересадок'])}`;
}

/** 'Пересадка в Казани 2 ч 10 мин' parts for each layover. */
export function layoverNotes(direction: FlightDirection): string[] {
  return direction.layovers.map((layover) => {
    const change = layover.airportChange ? `, смена аэропорта: ${layover.airport.code} → ${layover.nextAirport.code}` : '';
    const night = layover.overnight ? ', ночная' : '';
    return `${layover.airport.city} (${layover.airport.code}), ${formatDuration(layover.durationMinutes)}${night}${change}`;
  });
}

export function luggageText(bag: { pieces: number; weightKg: number } | null): string {
  if (!bag || bag.pieces === 0) return 'Нет';
  return `${bag.pieces} × ${bag.weightKg} кг`;
}

export function conditionText(condition: { allowed: boolean; feeRub: number | null }, format: (n: number) => string): string {
  if (!condition.allowed) return 'Нельзя';
  return condition.feeRub ? `Со сбором ${format(condition.feeRub)}` : 'Бесплатно';
}
