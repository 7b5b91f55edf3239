// Airports, cities, airlines and countries of api/data, with their lookup indexes: the leaf every
// part of the flights area reads reference data through.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countriesRu } from '../../countries/countries-ru.js';
import type { Airline, Airport, City, Country } from './reference-types.js';

const DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')) as T;
}

/**
 * Airports, cities, airlines and countries, loaded once from `api/data/*.json` with lookup
 * indexes. Everything else in the flights area reads reference data only through this.
 */
export class ReferenceData {
  readonly cities: readonly City[];
  readonly airports: readonly Airport[];
  readonly airlines: readonly Airline[];
  readonly countries: readonly Country[];
  private readonly cityByCode = new Map<string, City>();
  private readonly airportByCode = new Map<string, Airport>();
  private readonly airlineByCode = new Map<string, Airline>();
  private readonly countryByCode = new Map<string, Country>();
  private readonly airportsByCity = new Map<string, Airport[]>();

  constructor(data: { cities: City[]; airports: Airport[]; airlines: Airline[]; countries: Country[] }) {
    this.cities = data.cities;
    this.airports = data.airports;
    this.airlines = data.airlines;
    this.countries = data.countries;
    for (const city of data.cities) this.cityByCode.set(city.code, city);
    for (const airline of data.airlines) this.airlineByCode.set(airline.code, airline);
    for (const country of data.countries) this.countryByCode.set(country.code, country);
    for (const airport of data.airports) {
      this.airportByCode.set(airport.code, airport);
      const list = this.airportsByCity.get(airport.cityCode) ?? [];
      list.push(airport);
      this.airportsByCity.set(airport.cityCode, list);
    }
  }

  city(code: string): City | undefined {
    return this.cityByCode.get(code);
  }

  airport(code: string): Airport | undefined {
    return this.airportByCode.get(code);
  }

  airline(code: string): Airline | undefined {
    return this.airlineByCode.get(code);
  }

  country(code: string): Country | undefined {
    return this.countryByCode.get(code);
  }

  cityOfAirport(airportCode: string): City {
    const airport = this.airportByCode.get(airportCode);
    const city = airport && this.cityByCode.get(airport.cityCode);
    if (!city) throw new Error(`reference data: airport ${airportCode} has no city`);
    return city;
  }

  airportsOfCity(cityCode: string): readonly Airport[] {
    return this.airportsByCity.get(cityCode) ?? [];
  }

  /**
   * The airports a search code stands for: a city code means all its airports (MOW → SVO, DME,
   * VKO, ZIA); an airport code means that airport. Codes that are both (LED) mean the city.
   */
  resolvePlace(code: string): { airports: readonly Airport[]; city: City } | null {
    const city = this.cityByCode.get(code);
    if (city) return { airports: this.airportsOfCity(code), city };
    const airport = this.airportByCode.get(code);
    if (airport) return { airports: [airport], city: this.cityOfAirport(code) };
    return null;
  }
}

let loaded: ReferenceData | undefined;

/** The repository's reference data (read once per process). */
export function referenceData(): ReferenceData {
  loaded ??= new ReferenceData({
    cities: readJson<City[]>('cities.json'),
    airports: readJson<Airport[]>('airports.json'),
    airlines: readJson<Airline[]>('airlines.json'),
    countries: withRussianNames(readJson<CountryEntry[]>('countries.json')),
  });
  return loaded;
}

/** `countries.json` lists where flights go; a shortName only where the full name is too long for a suggestion row. */
interface CountryEntry {
  code: string;
  shortName?: string;
  nameEn: string;
}

/** Russian names come from the one full country table (GET /countries), so the two never disagree. */
function withRussianNames(entries: CountryEntry[]): Country[] {
  const names = new Map(countriesRu.map((country) => [country.code, country.name]));
  return entries.map(({ code, shortName, nameEn }) => {
    const name = shortName ?? names.get(code);
    if (!name) throw new Error(`countries.json: ${code} is not in countries-ru.ts`);
    return { code, name, nameEn };
  });
}
