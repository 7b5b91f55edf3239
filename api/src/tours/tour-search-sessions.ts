import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { createTourSearchRequestSchema, type TourSearchHotel, type TourSearchParams } from 'shared/node';
import type { CatalogueService } from './catalogue-service.js';
import type { CatalogueHotel } from './tour-catalogue.js';
import { comboKey, dayNumber, forEachTour, tourOptionView, type PricedCombo } from './tour-pricing.js';

/**
 * Progressive tour searches, like the flight search (api/src/flights/README.md): `create`
 * answers at once; each tour operator is asked in turn (one phase each, on the event loop), and
 * a hotel appears or gets cheaper as operators answer. A poll reads the hotels changed since its
 * cursor. The id carries the search, so a process that never saw it re-runs it (deterministic).
 *
 * Memory is bounded: at most MAX_SESSIONS searches, each idle for at most SESSION_TTL_MS, least
 * recently used evicted first; each keeps only the 5 cheapest tours per hotel.
 */
export interface HotelEntry {
  hotel: CatalogueHotel;
  cheapest: PricedCombo;
  tours: PricedCombo[];
  tourCount: number;
  revision: number;
}

export interface TourSearchSession {
  id: string;
  params: TourSearchParams;
  hotels: Map<number, HotelEntry>;
  revision: number;
  operatorsDone: number;
  operatorsTotal: number;
  progress: number;
  complete: boolean;
  failed: boolean;
  done: Promise<void>;
  lastUsed: number;
}

export const SESSION_TTL_MS = 20 * 60_000;
export const MAX_SESSIONS = 200;
/** Tours per hotel in the results: the card needs a few; the hotel page lists all (GET /tours/hotels/{id}/tours). */
const TOURS_PER_HOTEL = 5;
/** Images per hotel in the results: the card's carousel; the hotel page has them all. */
const IMAGES_PER_RESULT = 5;
const MAX_CONCURRENT_SEARCHES = 2;
const SEARCH_ID = /^([A-Z]{3})\.([crh])(\d{1,9})\.(\d{8})\.(\d{8})\.(\d{1,2})-(\d{1,2})\.(\d)\.((?:\d{1,2}(?:_\d{1,2}){0,3})?)\.([a-z0-9]{8})$/;
const TYPE_LETTER = { country: 'c', resort: 'r', hotel: 'h' } as const;
const LETTER_TYPE = { c: 'country', r: 'resort', h: 'hotel' } as const;

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));
const compactDate = (iso: string) => iso.replace(/-/g, '');
const isoDate = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

export function encodeSearchId(params: TourSearchParams, suffix: string): string {
  const ages = [...params.childrenAges].sort((a, b) => a - b).join('_');
  return [
    params.departureCityCode,
    `${TYPE_LETTER[params.destination.type]}${params.destination.id}`,
    compactDate(params.departureDateFrom),
    compactDate(params.departureDateTo),
    `${params.nightsFrom}-${params.nightsTo}`,
    params.adults,
    ages,
    suffix,
  ].join('.');
}

export function decodeSearchId(id: string): TourSearchParams | null {
  const match = SEARCH_ID.exec(id);
  if (!match) return null;
  const [, city, letter, destId, from, to, nightsFrom, nightsTo, adults, ages] = match;
  const parsed = v.safeParse(createTourSearchRequestSchema, {
    departureCityCode: city,
    destination: { type: LETTER_TYPE[letter as 'c' | 'r' | 'h'], id: Number(destId) },
    departureDateFrom: isoDate(from!),
    departureDateTo: isoDate(to!),
    nightsFrom: Number(nightsFrom),
    nightsTo: Number(nightsTo),
    adults: Number(adults),
    childrenAges: ages ? ages.split('_').map(Number) : [],
  });
  return parsed.success ? parsed.output : null;
}

export class TourSearchSessions {
  private readonly sessions = new Map<string, TourSearchSession>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly catalogue: CatalogueService,
    private readonly onError: (error: unknown) => void,
  ) {}

  get size(): number {
    return this.sessions.size;
  }

  /** The hotels of a destination (a country, a resort with the hotels that also belong to it, one hotel). */
  hotelsOf(params: TourSearchParams): CatalogueHotel[] {
    const { catalogue } = this.catalogue;
    const { type, id } = params.destination;
    if (type === 'hotel') return [this.catalogue.hotel(id)];
    if (type === 'resort') {
      this.catalogue.resortDestination(id); // 404 for an unknown resort
      return catalogue.hotels.filter((hotel) => hotel.resortIds.includes(id));
    }
    this.catalogue.countryDestination(id);
    return catalogue.hotels.filter((hotel) => hotel.countryId === id);
  }

  create(params: TourSearchParams): TourSearchSession {
    const suffix = randomBytes(6)
      .toString('base64url')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '0')
      .slice(0, 8);
    return this.start(encodeSearchId(params, suffix), params);
  }

  /** The session, re-run from its id when this process does not have it; null for a bad id. */
  get(id: string, todayIso: string): TourSearchSession | null {
    const existing = this.sessions.get(id);
    if (existing) {
      existing.lastUsed = Date.now();
      this.sessions.delete(id);
      this.sessions.set(id, existing); // most recently used last: `evict` relies on the order
      return existing;
    }
    const params = decodeSearchId(id);
    // A search whose dates have gone is not re-run: its tours are no longer on sale.
    if (!params || params.departureDateFrom <= todayIso) return null;
    return this.start(id, params);
  }

  private start(id: string, params: TourSearchParams): TourSearchSession {
    this.evict();
    const hotels = this.hotelsOf(params);
    const operators = [...new Set(hotels.flatMap((hotel) => hotel.operators))].sort((a, b) => a - b);
    const session: TourSearchSession = {
      id,
      params,
      hotels: new Map(),
      revision: 0,
      operatorsDone: 0,
      operatorsTotal: operators.length,
      progress: 0,
      complete: false,
      failed: false,
      done: Promise.resolve(),
      lastUsed: Date.now(),
    };
    session.done = this.runQueued(() => this.run(session, hotels, operators)).catch((error: unknown) => {
      session.failed = true;
      session.complete = true;
      this.onError(error);
    });
    this.sessions.set(id, session);
    return session;
  }

  /** Searches are CPU work on the one event loop: a small FIFO queue keeps each one's phases close together. */
  private runQueued(task: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        this.running += 1;
        task()
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            this.waiting.shift()?.();
          });
      };
      if (this.running < MAX_CONCURRENT_SEARCHES) start();
      else this.waiting.push(start);
    });
  }

  private async run(session: TourSearchSession, hotels: CatalogueHotel[], operators: number[]): Promise<void> {
    const { params } = session;
    const city = this.catalogue.departureCity(params.departureCityCode);
    const window = {
      fromDay: dayNumber(params.departureDateFrom),
      toDay: dayNumber(params.departureDateTo),
      nightsFrom: params.nightsFrom,
      nightsTo: params.nightsTo,
    };
    for (const operator of operators) {
      await nextTick();
      for (const hotel of hotels) {
        if (!hotel.operators.includes(operator)) continue;
        const country = this.catalogue.catalogue.country(hotel.countryId)!;
        // This operator's cheapest tours of the hotel; merged with the others' below. The overall
        // N cheapest are always among the union of each operator's N cheapest.
        const top: PricedCombo[] = [];
        let count = 0;
        forEachTour(hotel, country, city, operator, window, params, (day, nights, room, meal, price) => {
          count += 1;
          if (top.length === TOURS_PER_HOTEL && price >= top[TOURS_PER_HOTEL - 1]!.price) return;
          const combo = { day, nights, room, meal, operator, price };
          let at = top.length;
          while (at > 0 && top[at - 1]!.price > price) at -= 1;
          top.splice(at, 0, combo);
          if (top.length > TOURS_PER_HOTEL) top.pop();
        });
        if (!top.length) continue;
        this.merge(session, hotel, top, count);
      }
      session.operatorsDone += 1;
      session.progress = Math.round((100 * session.operatorsDone) / Math.max(1, session.operatorsTotal));
    }
    session.progress = 100;
    session.complete = true;
  }

  private merge(session: TourSearchSession, hotel: CatalogueHotel, top: PricedCombo[], count: number): void {
    const known = session.hotels.get(hotel.id);
    const byKey = new Map<string, PricedCombo>();
    for (const combo of [...(known?.tours ?? []), ...top]) {
      const key = comboKey(combo.day, combo.nights, combo.room, combo.meal);
      const seen = byKey.get(key);
      if (!seen || combo.price < seen.price) byKey.set(key, combo);
    }
    const tours = [...byKey.values()].sort((a, b) => a.price - b.price || a.day - b.day).slice(0, TOURS_PER_HOTEL);
    session.revision += 1;
    // Every operator prices the same dates, rooms and meals: the count of distinct tours is one operator's.
    session.hotels.set(hotel.id, { hotel, cheapest: tours[0]!, tours, tourCount: Math.max(count, known?.tourCount ?? 0), revision: session.revision });
  }

  /** The hotels changed since `after`, cheapest first, as the API answers them. */
  changedSince(session: TourSearchSession, after: number): TourSearchHotel[] {
    const city = this.catalogue.departureCity(session.params.departureCityCode);
    return [...session.hotels.values()]
      .filter((entry) => entry.revision > after)
      .sort((a, b) => a.cheapest.price - b.cheapest.price)
      .map((entry) => {
        const resort = this.catalogue.catalogue.resort(entry.hotel.resortId)!;
        const country = this.catalogue.catalogue.country(entry.hotel.countryId)!;
        return {
          hotel: { ...this.catalogue.listElement(entry.hotel), images: this.catalogue.images(entry.hotel).slice(0, IMAGES_PER_RESULT) },
          resort: { id: resort.id, name: resort.name },
          country: { id: country.id, name: country.name },
          cheapestTour: tourOptionView(entry.hotel, city, entry.cheapest, session.params),
          tours: entry.tours.map((combo) => tourOptionView(entry.hotel, city, combo, session.params)),
          tourCount: entry.tourCount,
          revision: entry.revision,
        };
      });
  }

  private evict(): void {
    const now = Date.now();
    for (const [id, session] of this.sessions) {
      if (now - session.lastUsed > SESSION_TTL_MS || this.sessions.size >= MAX_SESSIONS) this.sessions.delete(id);
      else break; // least recently used first: the rest are fresher
    }
  }
}
