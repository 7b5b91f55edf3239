// The flights area as an API module: what it builds once and every route, service and the demo
// seed share (the context per app, over the in-memory flight domain and its reference data, once per
// process), and what it registers: its routes, its seed and its sign-in hook.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countriesRu } from '../countries/countries-ru.js';
import { describeError } from '../logger.js';
import type { ApiModule, ModuleContext } from '../modules/api-module.js';
import { deeplinkRoutes } from './deeplinks/deeplink-routes.js';
import { seedDemoFlights } from './demo-seed.js';
import { offerRoutes } from './offers/offer-routes.js';
import { optionRoutes } from './options/option-routes.js';
import { exchangeRoutes } from './exchanges/exchange-routes.js';
import { expirySweeper } from './orders/order-expiry.js';
import { orderRoutes } from './orders/order-routes.js';
import { attachGuestOrders } from './orders/order-store.js';
import { savedPassengerRoutes } from './passengers/saved-passenger-routes.js';
import { paymentRoutes } from './payments/payment-routes.js';
import { PlaceAutocomplete } from './places/place-autocomplete.js';
import { placeRoutes } from './places/place-routes.js';
import { popularRouteRoutes } from './popular/popular-route-routes.js';
import { startPriceAlertJobs } from './price-alerts/price-alert-jobs.js';
import { priceAlertRoutes } from './price-alerts/price-alert-routes.js';
import { priceAlertService } from './price-alerts/price-alert-service.js';
import { profileOrderRoutes } from './profile/profile-order-routes.js';
import { refundDevRoutes } from './refunds/disruption-routes.js';
import { startRefundJobs } from './refunds/refund-jobs.js';
import { refundRoutes } from './refunds/refund-routes.js';
import type { Airline, Airport, City, Country } from './reference/reference-types.js';
import { FlightGenerator } from './schedule/flight-generator.js';
import { RouteNetwork } from './schedule/route-network.js';
import { ConnectionSearch } from './search/connection-search.js';
import { searchRoutes } from './search/search-routes.js';
import { Searches } from './search/searches.js';
import { loadStoredSeats } from './search/seat-store.js';

/** What every flights route, service and the demo seed share: the core services plus the flights' own. */
export interface FlightsContext extends ModuleContext {
  domain: FlightDomain;
  /** Progressive searches held in memory by this process. */
  searches: Searches;
  /** Expires overdue unpaid orders (throttled unless `force`), giving their seats back. */
  sweep(force?: boolean): Promise<void>;
}

const contexts = new WeakMap<ModuleContext, FlightsContext>();

/**
 * Built once per app (the app hands the same core to `seed` and `routes`), so the seed and the
 * routes share one search store and one expiry sweeper.
 */
export function flightsContext(core: ModuleContext): FlightsContext {
  let ctx = contexts.get(core);
  if (!ctx) {
    const domain = flightDomain();
    const searches = new Searches(
      domain,
      (days) => loadStoredSeats(core.db, days),
      (error) => core.logger.error('flight search failed', describeError(error)),
    );
    const sweeper = expirySweeper(core.db);
    ctx = { ...core, domain, searches, sweep: (force) => sweeper.sweep(force) };
    contexts.set(core, ctx);
  }
  return ctx;
}

/** The in-memory part of the flights area: reference data, network, schedules, search engine. */
export interface FlightDomain {
  reference: ReferenceData;
  network: RouteNetwork;
  flights: FlightGenerator;
  engine: ConnectionSearch;
  places: PlaceAutocomplete;
}

let builtDomain: FlightDomain | undefined;

/** Built once per process, as building it is slow: every app instance in a process shares it. */
export function flightDomain(): FlightDomain {
  if (!builtDomain) {
    const reference = referenceData();
    const network = new RouteNetwork(reference);
    const flights = new FlightGenerator(reference, network);
    builtDomain = { reference, network, flights, engine: new ConnectionSearch(reference, network, flights), places: new PlaceAutocomplete(reference) };
  }
  return builtDomain;
}

const DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data');

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

/**
 * The flights area: places, progressive search, offers, booking and orders, card and SBP
 * payments, extra payments and paid options, returns and exchanges, saved passengers, profile orders, deep links.
 */
export const flightsModule: ApiModule = {
  name: 'flights',
  seed: async (core) => {
    const ctx = flightsContext(core);
    await seedDemoFlights(ctx);
    await startPriceAlertJobs(ctx);
    await startRefundJobs(ctx);
  },
  routes: (core) => {
    const ctx = flightsContext(core);
    return [
      ...placeRoutes(ctx),
      ...popularRouteRoutes(ctx),
      ...searchRoutes(ctx),
      ...offerRoutes(ctx),
      ...orderRoutes(ctx),
      ...paymentRoutes(ctx),
      ...optionRoutes(ctx),
      ...refundRoutes(ctx),
      ...exchangeRoutes(ctx),
      ...(ctx.config.nodeEnv !== 'production' ? refundDevRoutes(ctx) : []),
      ...savedPassengerRoutes(ctx),
      ...profileOrderRoutes(ctx),
      ...deeplinkRoutes(ctx),
      ...priceAlertRoutes(priceAlertService(ctx), { devRoutes: ctx.config.nodeEnv !== 'production' }),
    ];
  },
  // A guest's orders (with full document numbers) join the account only for an address the
  // person proved by following a link mailed to it (login link, confirmation together with the
  // password, password reset), and only on an account whose address is proved — never on one
  // whose password may be someone else's. A password login proves nothing; a link proves only
  // the address it went to (docs/product-rules.md §D Accounts).
  // Confirmed anonymous price alerts of that address join the same way.
  onUserAuthenticated: async ({ userId, provedEmail, emailProved }, core) => {
    if (!provedEmail || !emailProved) return;
    await attachGuestOrders(core.db, userId, provedEmail);
    await priceAlertService(flightsContext(core)).joinAccount(userId, provedEmail);
  },
};
