import { greatCircleKm } from '../reference/geo.js';
import type { ReferenceData } from '../reference/reference-data.js';
import type { Airline, Airport, City } from '../reference/reference-types.js';
import { hash01 } from './schedule-random.js';

/**
 * Which airport pairs have non-stop service, how often and by whom, after today's Russian market: Moscow and St Petersburg reach
 * everything; regional hubs each other and the sun and CIS; Istanbul, the Gulf hubs and Belgrade the rest of the world.
 */
export interface Route {
  origin: string;
  destination: string;
  distanceKm: number;
  /** Departures per week in this direction. */
  weeklyFlights: number;
  carriers: readonly Airline[];
}

/** Countries with direct flights from Russia. */
const SERVED_FROM_RUSSIA = new Set([
  'TR',
  'AE',
  'QA',
  'OM',
  'SA',
  'TH',
  'GE',
  'AM',
  'AZ',
  'UZ',
  'KZ',
  'KG',
  'TJ',
  'BY',
  'CN',
  'EG',
  'MV',
  'LK',
  'IN',
  'VN',
  'ID',
  'IR',
  'IL',
  'RS',
  'CU',
  'MN',
  'SC',
  'TZ',
  'TN',
]);
const CIS = new Set(['UZ', 'KZ', 'KG', 'TJ', 'AZ', 'AM', 'GE', 'BY']);
const EUROPE = new Set(['RS', 'ME', 'CY', 'GR', 'FR', 'IT', 'ES', 'DE', 'CZ', 'AT', 'GB', 'TR']);
const ASIA = new Set(['CN', 'HK', 'TH', 'VN', 'MY', 'SG', 'KR', 'JP', 'ID', 'IN', 'LK', 'MV']);
/** Airports that connect (almost) any pair of foreign cities. */
const WORLD_HUBS = new Set(['IST', 'DXB', 'DOH', 'AUH']);
const REGIONAL_HUBS = new Set([
  'SAW',
  'SHJ',
  'BEG',
  'TAS',
  'ALA',
  'GYD',
  'EVN',
  'TBS',
  'PEK',
  'PVG',
  'CAN',
  'BKK',
  'DEL',
  'CAI',
  'MSQ',
  'KUL',
  'SIN',
  'HKG',
  'ICN',
]);
/** Moscow airports: Sheremetyevo serves everything, the others most, Zhukovsky a few. */
const MOSCOW_SHARE: Record<string, number> = { SVO: 1, DME: 0.65, VKO: 0.6, ZIA: 0.12 };
const MIN_ROUTE_KM = 250;

export class RouteNetwork {
  private readonly routesFrom = new Map<string, Route[]>();
  private readonly routeIndex = new Map<string, Route>();
  private readonly routesTo = new Map<string, Route[]>();

  constructor(private readonly reference: ReferenceData) {
    const airports = reference.airports;
    for (let i = 0; i < airports.length; i += 1) {
      for (let j = i + 1; j < airports.length; j += 1) {
        const a = airports[i]!;
        const b = airports[j]!;
        if (a.cityCode === b.cityCode) continue;
        const distanceKm = greatCircleKm(a, b);
        if (distanceKm < MIN_ROUTE_KM) continue;
        if (!this.isServed(a, b)) continue;
        const weekly = this.weeklyFlights(a, b);
        const carriers = this.carriersFor(a, b);
        if (carriers.length === 0) continue;
        this.add({ origin: a.code, destination: b.code, distanceKm, weeklyFlights: weekly, carriers });
        this.add({ origin: b.code, destination: a.code, distanceKm, weeklyFlights: weekly, carriers });
      }
    }
  }

  private add(route: Route): void {
    const list = this.routesFrom.get(route.origin) ?? [];
    list.push(route);
    this.routesFrom.set(route.origin, list);
    this.routeIndex.set(route.origin + route.destination, route);
    const incoming = this.routesTo.get(route.destination) ?? [];
    incoming.push(route);
    this.routesTo.set(route.destination, incoming);
  }

  /** Routes arriving at `airportCode` (the last leg of a connection). */
  to(airportCode: string): readonly Route[] {
    return this.routesTo.get(airportCode) ?? [];
  }

  from(airportCode: string): readonly Route[] {
    return this.routesFrom.get(airportCode) ?? [];
  }

  route(origin: string, destination: string): Route | undefined {
    return this.routeIndex.get(origin + destination);
  }

  get routeCount(): number {
    return this.routeIndex.size;
  }

  private cityOf(airport: Airport): City {
    return this.reference.cityOfAirport(airport.code);
  }

  /** Airport weight: the city's popularity, shared among its airports. */
  private weight(airport: Airport): number {
    const city = this.cityOf(airport);
    const share = MOSCOW_SHARE[airport.code] ?? (airport.rank === 0 ? 1 : 0.55);
    return city.popularity * share;
  }

  private isServed(a: Airport, b: Airport): boolean {
    const ca = this.cityOf(a);
    const cb = this.cityOf(b);
    const roll = hash01('route', a.code, b.code);
    const ruA = ca.country === 'RU';
    const ruB = cb.country === 'RU';
    if (ruA && ruB) return this.isDomesticServed(a, b, roll);
    if (ruA || ruB) {
      const [home, abroad] = ruA ? [a, b] : [b, a];
      return this.isFromRussiaServed(home, abroad, roll);
    }
    return this.isForeignServed(a, b, roll);
  }

  private isDomesticServed(a: Airport, b: Airport, roll: number): boolean {
    const moscow = MOSCOW_SHARE[a.code] ?? MOSCOW_SHARE[b.code];
    if (moscow !== undefined) return roll < moscow;
    if (a.code === 'LED' || b.code === 'LED') {
      const far = a.code === 'LED' ? b : a;
      return this.cityOf(far).popularity >= 30 || roll < 0.4;
    }
    const pa = this.cityOf(a).popularity;
    const pb = this.cityOf(b).popularity;
    if (pa >= 60 && pb >= 60) return roll < 0.6;
    if (pa >= 60 || pb >= 60) return roll < 0.12 + Math.min(pa, pb) / 400;
    return roll < 0.02;
  }

  private isFromRussiaServed(home: Airport, abroad: Airport, roll: number): boolean {
    const destination = this.cityOf(abroad);
    if (!SERVED_FROM_RUSSIA.has(destination.country)) return false;
    if (abroad.rank > 0 && roll < 0.5) return false;
    const moscow = MOSCOW_SHARE[home.code];
    if (moscow !== undefined) return roll < moscow * (destination.popularity >= 40 ? 1 : 0.6);
    const origin = this.cityOf(home);
    if (home.code === 'LED') return destination.popularity >= 60 || roll < 0.3;
    if (CIS.has(destination.country)) return roll < (origin.popularity >= 35 ? 0.35 : 0.1) * (destination.popularity / 60);
    const farEast = ['Asia/Vladivostok', 'Asia/Irkutsk', 'Asia/Yakutsk', 'Asia/Sakhalin', 'Asia/Chita', 'Asia/Krasnoyarsk', 'Asia/Novosibirsk'];
    if (farEast.includes(origin.timeZone) && ASIA.has(destination.country)) return roll < 0.35;
    if (origin.popularity >= 60 && destination.popularity >= 75) return roll < 0.5;
    return roll < 0.03;
  }

  private isForeignServed(a: Airport, b: Airport, roll: number): boolean {
    const ca = this.cityOf(a);
    const cb = this.cityOf(b);
    if (WORLD_HUBS.has(a.code) || WORLD_HUBS.has(b.code)) return roll < 0.9;
    if (ca.country === cb.country) return roll < 0.8;
    if (REGIONAL_HUBS.has(a.code) && REGIONAL_HUBS.has(b.code)) return roll < 0.6;
    const groupOf = (country: string) => (EUROPE.has(country) ? 'eu' : ASIA.has(country) ? 'asia' : CIS.has(country) ? 'cis' : 'other');
    const sameGroup = groupOf(ca.country) === groupOf(cb.country) && groupOf(ca.country) !== 'other';
    if (sameGroup && (REGIONAL_HUBS.has(a.code) || REGIONAL_HUBS.has(b.code))) return roll < 0.7;
    if (sameGroup) return roll < 0.25;
    if (REGIONAL_HUBS.has(a.code) || REGIONAL_HUBS.has(b.code)) return roll < 0.12;
    return roll < 0.01;
  }

  private weeklyFlights(a: Airport, b: Airport): number {
    const hubFactor = [a, b].some((x) => MOSCOW_SHARE[x.code] !== undefined || x.code === 'LED' || WORLD_HUBS.has(x.code)) ? 1 : 0.35;
    const raw = ((this.weight(a) * this.weight(b)) / 150) * hubFactor;
    return Math.max(2, Math.min(84, Math.round(raw)));
  }

  /** Carriers of the two countries, plus carriers whose hub is one of the ends. */
  private carriersFor(a: Airport, b: Airport): Airline[] {
    const countries = new Set([this.cityOf(a).country, this.cityOf(b).country]);
    const bothRussian = countries.size === 1 && countries.has('RU');
    const hubbed = this.reference.airlines.filter((al) => al.hubs.includes(a.code) || al.hubs.includes(b.code));
    const national = this.reference.airlines.filter((al) => countries.has(al.country));
    const candidates = new Set<Airline>(hubbed);
    for (const airline of national) {
      // Regional Russian carriers fly from their bases only; the big ones fly anywhere.
      if (airline.country === 'RU' && airline.weight < 0.5 && !hubbed.includes(airline)) continue;
      // Foreign carriers fly home or from their hubs (no fifth freedom inside Russia).
      if (bothRussian && airline.country !== 'RU') continue;
      candidates.add(airline);
    }
    if (!bothRussian) for (const airline of [...candidates]) if (airline.code === 'DP' && hash01('dp', a.code, b.code) > 0.4) candidates.delete(airline);
    const list = [...candidates];
    // Two to four carriers per route at most, chosen by weight and a stable roll.
    list.sort((x, y) => y.weight * (0.5 + hash01('carrier', x.code, a.code, b.code)) - x.weight * (0.5 + hash01('carrier', y.code, a.code, b.code)));
    return list.slice(0, 2 + Math.floor(hash01('carriers', a.code, b.code) * 3));
  }
}
