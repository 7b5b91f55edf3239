import { switchKeyboardLayout, type PlacePrediction } from 'shared/node';
import type { ReferenceData } from '../reference/reference-data.js';
import type { Airport, City } from '../reference/reference-types.js';

// Autocomplete of cities and airports, answered in the contract's prediction shape (product rules §3): `cityId` is the code a
// search uses (MOW for all Moscow airports, SVO for Sheremetyevo only); `name` a city's name for a city, an airport's for an airport.

interface IndexEntry {
  type: 'city' | 'airport';
  code: string;
  city: City;
  airport?: Airport;
  /** Normalised names whose prefixes match. */
  names: string[];
  popularity: number;
}

export function normaliseQuery(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[\s\-–—.,]+/g, ' ')
    .trim();
}

/** Word starts of a name: 'санкт петербург' matches 'санкт…' and 'петербург…'. */
function nameKeys(name: string): string[] {
  const normal = normaliseQuery(name);
  const words = normal.split(' ');
  return [normal, ...words.slice(1).map((_, i) => words.slice(i + 1).join(' '))];
}

export class PlaceAutocomplete {
  private readonly entries: IndexEntry[] = [];

  constructor(private readonly reference: ReferenceData) {
    for (const city of reference.cities) {
      const airports = reference.airportsOfCity(city.code);
      this.entries.push({
        type: 'city',
        code: city.code,
        city,
        names: [...nameKeys(city.name), ...nameKeys(city.nameEn)],
        popularity: city.popularity,
      });
      for (const airport of airports) {
        this.entries.push({
          type: 'airport',
          code: airport.code,
          city,
          airport,
          names: [...nameKeys(airport.name), ...nameKeys(airport.nameEn)],
          // Airports rank just under their city; the main one first.
          popularity: city.popularity - 1 - airport.rank,
        });
      }
    }
  }

  search(query: string, limit = 10): PlacePrediction[] {
    const normal = normaliseQuery(query);
    if (normal === '') return [];
    const variants = [normal, ...switchKeyboardLayout(normal)];
    const scored = new Map<IndexEntry, number>();
    for (const [variantIndex, variant] of variants.entries()) {
      // The text as typed beats its layout-switched reading.
      const layoutPenalty = variantIndex === 0 ? 0 : 50;
      for (const entry of this.entries) {
        const score = this.matchScore(entry, variant);
        if (score === null) continue;
        const total = score - layoutPenalty;
        if (total > (scored.get(entry) ?? -Infinity)) scored.set(entry, total);
      }
    }
    const ranked = [...scored.entries()].sort((a, b) => b[1] - a[1] || b[0].popularity - a[0].popularity).map(([entry]) => entry);
    return this.groupAirportsUnderCities(ranked)
      .slice(0, limit)
      .map((entry) => this.toPrediction(entry));
  }

  /** A code or name prefix match: 300 exact code, 200 name starts, 100 a later word starts. */
  private matchScore(entry: IndexEntry, variant: string): number | null {
    if (variant.length === 3 && variant.toUpperCase() === entry.code) return 300 + entry.popularity;
    const [full, ...rest] = entry.names;
    if (full?.startsWith(variant) || entry.names.some((n, i) => i > 0 && n === variant)) return 200 + entry.popularity;
    if (rest.some((n) => n.startsWith(variant))) return 100 + entry.popularity;
    return null;
  }

  /** A city's airports follow the city when both match (Москва, then Шереметьево, Домодедово…). */
  private groupAirportsUnderCities(ranked: IndexEntry[]): IndexEntry[] {
    const out: IndexEntry[] = [];
    const placed = new Set<IndexEntry>();
    for (const entry of ranked) {
      if (placed.has(entry)) continue;
      if (entry.type === 'airport') {
        const cityEntry = ranked.find((e) => e.type === 'city' && e.city === entry.city);
        if (cityEntry && !placed.has(cityEntry)) continue; // will be placed under its city
      }
      out.push(entry);
      placed.add(entry);
      if (entry.type === 'city') {
        for (const airportEntry of ranked) {
          if (airportEntry.type === 'airport' && airportEntry.city === entry.city && !placed.has(airportEntry)) {
            if (this.reference.airportsOfCity(entry.city.code).length > 1) out.push(airportEntry);
            placed.add(airportEntry);
          }
        }
      }
    }
    return out;
  }

  toPrediction(entry: IndexEntry): PlacePrediction {
    const country = this.reference.country(entry.city.country);
    return {
      type: entry.type,
      cityId: entry.code,
      city: entry.city.name,
      country: country?.name ?? entry.city.country,
      code: entry.code,
      name: entry.airport ? entry.airport.name : entry.city.name,
      nameEn: entry.airport ? entry.airport.nameEn : entry.city.nameEn,
      cityCode: entry.city.code,
      countryCode: entry.city.country,
      cases: entry.city.cases,
      airports: entry.type === 'city' ? this.reference.airportsOfCity(entry.city.code).map((a) => ({ code: a.code, name: a.name })) : [],
    };
  }

  /** The prediction for a search code (city first, then airport), e.g. to title a results page. */
  byCode(code: string): PlacePrediction | null {
    const upper = code.toUpperCase();
    const entry = this.entries.find((e) => e.type === 'city' && e.code === upper) ?? this.entries.find((e) => e.code === upper);
    return entry ? this.toPrediction(entry) : null;
  }
}
