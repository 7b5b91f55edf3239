import { formatDate, formatDistance, pluralRu } from 'shared';
import { type DepartureCity } from 'shared/tours';
import { ADULT_WORDS, CHILD_WORDS, countOf, NIGHT_WORDS, YEAR_WORDS } from './russian-plural';

/** 'из Москвы': the genitive case the API gives, or the plain name when a city has no cases. */
export function fromCityText(city: Pick<DepartureCity, 'name' | 'nameCases'> | undefined, fallbackCode = ''): string {
  if (!city) return fallbackCode ? `из ${fallbackCode}` : '';
  return `из ${city.nameCases?.genitive || city.name}`;
}

/** '2 взрослых, 2 детей (5 и 7 лет)' */
export function partyText(adults: number, childrenAges: readonly number[]): string {
  const parts = [countOf(adults, ADULT_WORDS)];
  if (childrenAges.length) {
    const ages = childrenAges.length === 1 ? String(childrenAges[0]) : `${childrenAges.slice(0, -1).join(', ')} и ${childrenAges[childrenAges.length - 1]}`;
    const lastAge = childrenAges[childrenAges.length - 1] ?? 0;
    parts.push(`${countOf(childrenAges.length, CHILD_WORDS)} (${ages} ${pluralRu(lastAge, YEAR_WORDS)})`);
  }
  return parts.join(', ');
}

/** '12.06.2026 – 19.06.2026, 7 ночей' */
export function tripText(departureDate: string, returnDate: string, nights: number): string {
  return `${formatDate(departureDate)} – ${formatDate(returnDate)}, ${countOf(nights, NIGHT_WORDS)}`;
}

/** '2,5 км до аэропорта' from metres. */
export function airportDistanceText(metres: number): string {
  return `${formatDistance(metres)} до аэропорта`;
}
