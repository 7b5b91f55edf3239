import { formatDate, formatDistance, pluralRu } from 'shared';
import { type DepartureCity } from 'shared/tours';
import { ADULT_WORDS, ADULT_WORDS_AFTER_ZA, CHILD_WORDS, CHILD_WORDS_AFTER_ZA, countOf, NIGHT_WORDS, YEAR_WORDS } from './russian-plural';

/** 'из Москвы': the genitive case the API gives, or the plain name when a city has no cases. */
export function fromCityText(city: Pick<DepartureCity, 'name' | 'nameCases'> | undefined, fallbackCode = ''): string {
  if (!city) return fallbackCode ? `из ${fallbackCode}` : '';
  return `из ${city.nameCases?.genitive || city.name}`;
}

/** '2 взрослых, 2 ребёнка (5 и 7 лет)' */
export function partyText(adults: number, childrenAges: readonly number[]): string {
  return countedParty(adults, childrenAges, ADULT_WORDS, CHILD_WORDS);
}

/** Whom a price is for: 'за 1 взрослого, 1 ребёнка (5 лет)' ('за' takes the accusative). */
export function priceForPartyText(adults: number, childrenAges: readonly number[]): string {
  return `за ${countedParty(adults, childrenAges, ADULT_WORDS_AFTER_ZA, CHILD_WORDS_AFTER_ZA)}`;
}

type Words = readonly [string, string, string];

function countedParty(adults: number, childrenAges: readonly number[], adultWords: Words, childWords: Words): string {
  const parts = [countOf(adults, adultWords)];
  if (childrenAges.length) {
    const ages = childrenAges.length === 1 ? String(childrenAges[0]) : `${childrenAges.slice(0, -1).join(', ')} и ${childrenAges[childrenAges.length - 1]}`;
    const lastAge = childrenAges[childrenAges.length - 1] ?? 0;
    parts.push(`${countOf(childrenAges.length, childWords)} (${ages} ${pluralRu(lastAge, YEAR_WORDS)})`);
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
