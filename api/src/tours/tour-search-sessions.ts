import * as v from 'valibot';
import { createTourSearchRequestSchema, dayNumberOfIso, type TourSearchHotel, type TourSearchParams } from 'shared/node';
import { SearchSession, SearchSessionStore, type SearchKind, type SearchRun } from '../search-sessions/search-session-store.js';
import type { CatalogueService } from './catalogue-service.js';
import type { CatalogueHotel } from './tour-catalogue.js';
import { comboKey, forEachTour, tourOptionView, type PricedCombo } from './tour-pricing.js';

/**
 * Progressive tour searches (search-session-store.ts): one phase per tour operator, a hotel appearing or getting cheaper
 * as they answer; a poll reads hotels changed since its cursor. Each session keeps the 5 cheapest tours per hotel.
 */
export interface HotelEntry {
  hotel: CatalogueHotel;
  cheapest: PricedCombo;
  tours: PricedCombo[];
  tourCount: number;
  revision: number;
}

export interface TourSearchFound {
  /** The destination's hotels, and the operators selling them in the order they are asked. */
  readonly candidates: readonly CatalogueHotel[];
  readonly operators: readonly number[];
  hotels: Map<number, HotelEntry>;
  revision: number;
  operatorsDone: number;
}

export type TourSearchSession = SearchSession<TourSearchParams, TourSearchFound>;

const LIMITS = {
  idleMs: 20 * 60_000,
  maxSessions: 200,
  concurrent: 2,
  /** Enough for the tour bench's clients, all waiting for complete answers, to wait their turn; past it a traveller is told to retry. */
  waiting: 64,
};
/** Tours per hotel in the results: the card needs a few; the hotel page lists all (GET /tours/hotels/{id}/tours). */
const TOURS_PER_HOTEL = 5;
/** Images per hotel in the results: the card's carousel; the hotel page has them all. */
const IMAGES_PER_RESULT = 5;
const SEARCH_TEXT = /^([A-Z]{3})\.([crh])(\d{1,9})\.(\d{8})\.(\d{8})\.(\d{1,2})-(\d{1,2})\.(\d)\.((?:\d{1,2}(?:_\d{1,2}){0,3})?)$/;
const TYPE_LETTER = { country: 'c', resort: 'r', hotel: 'h' } as const;
const LETTER_TYPE = { c: 'country', r: 'resort', h: 'hotel' } as const;

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));
const compactDate = (iso: string) => iso.replace(/-/g, '');
const isoDate = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

/** The search as id text: `MOW.r102.20261210.20261217.7-10.2.6` (the store adds a random suffix). */
function encodeTourSearch(params: TourSearchParams): string {
  const ages = [...params.childrenAges].sort((a, b) => a - b).join('_');
  return [
    params.departureCityCode,
    `${TYPE_LETTER[params.destination.type]}${params.destination.id}`,
    compactDate(params.departureDateFrom),
    compactDate(params.departureDateTo),
    `${params.nightsFrom}-${params.nightsTo}`,
    params.adults,
    ages,
  ].join('.');
}

function decodeTourSearch(text: string): TourSearchParams | null {
  const match = SEARCH_TEXT.exec(text);
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
  private readonly store: SearchSessionStore<TourSearchParams, TourSearchFound, TourSearchSession>;

  constructor(
    private readonly catalogue: CatalogueService,
    onError: (error: unknown) => void,
  ) {
    this.store = new SearchSessionStore(this.kind(), LIMITS, onError);
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
    return this.store.create(params);
  }

  /** The session, re-run from its id when this process does not have it; null for a bad id. */
  get(id: string, todayIso: string): TourSearchSession | null {
    return this.store.getOrRerun(id, todayIso);
  }

  private kind(): SearchKind<TourSearchParams, TourSearchFound, TourSearchSession> {
    return {
      encode: encodeTourSearch,
      decode(text, todayIso) {
        const params = decodeTourSearch(text);
        // A search whose dates have gone is not re-run: its tours are no longer on sale.
        return params && params.departureDateFrom > todayIso ? params : null;
      },
      runKey: encodeTourSearch,
      startFound: (params) => {
        const candidates = this.hotelsOf(params);
        const operators = [...new Set(candidates.flatMap((hotel) => hotel.operators))].sort((a, b) => a - b);
        return { candidates, operators, hotels: new Map(), revision: 0, operatorsDone: 0 };
      },
      execute: (run, params) => this.run(run, params),
      openSession: (id, params, run) => new SearchSession(id, params, run),
    };
  }

  private async run(run: SearchRun<TourSearchFound>, params: TourSearchParams): Promise<void> {
    const { found } = run;
    const city = this.catalogue.departureCity(params.departureCityCode);
    const window = {
      fromDay: dayNumberOfIso(params.departureDateFrom),
      toDay: dayNumberOfIso(params.departureDateTo),
      nightsFrom: params.nightsFrom,
      nightsTo: params.nightsTo,
    };
    for (const operator of found.operators) {
      await nextTick();
      for (const hotel of found.candidates) {
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
        this.merge(found, hotel, top, count);
      }
      found.operatorsDone += 1;
      run.progress = Math.round((100 * found.operatorsDone) / Math.max(1, found.operators.length));
    }
  }

  private merge(found: TourSearchFound, hotel: CatalogueHotel, top: PricedCombo[], count: number): void {
    const known = found.hotels.get(hotel.id);
    const byKey = new Map<string, PricedCombo>();
    for (const combo of [...(known?.tours ?? []), ...top]) {
      const key = comboKey(combo.day, combo.nights, combo.room, combo.meal);
      const seen = byKey.get(key);
      if (!seen || combo.price < seen.price) byKey.set(key, combo);
    }
    const tours = [...byKey.values()].sort((a, b) => a.price - b.price || a.day - b.day).slice(0, TOURS_PER_HOTEL);
    found.revision += 1;
    // Every operator prices the same dates, rooms and meals: the count of distinct tours is one operator's.
    found.hotels.set(hotel.id, { hotel, cheapest: tours[0]!, tours, tourCount: Math.max(count, known?.tourCount ?? 0), revision: found.revision });
  }

  /** The hotels changed since `after`, cheapest first, at most `limit`, and the cursor to ask from next (none held back is skipped). */
  changedSince(session: TourSearchSession, after: number, limit = Infinity): { items: TourSearchHotel[]; cursor: number } {
    const city = this.catalogue.departureCity(session.search.departureCityCode);
    const changed = [...session.found.hotels.values()].filter((entry) => entry.revision > after).sort((a, b) => a.cheapest.price - b.cheapest.price);
    const heldBack = changed.slice(limit);
    const cursor = heldBack.length ? Math.min(...heldBack.map((entry) => entry.revision)) - 1 : session.found.revision;
    const items = changed.slice(0, limit).map((entry) => {
      const resort = this.catalogue.catalogue.resort(entry.hotel.resortId)!;
      const country = this.catalogue.catalogue.country(entry.hotel.countryId)!;
      return {
        hotel: { ...this.catalogue.listElement(entry.hotel), images: this.catalogue.images(entry.hotel).slice(0, IMAGES_PER_RESULT) },
        resort: { id: resort.id, name: resort.name },
        country: { id: country.id, name: country.name },
        cheapestTour: tourOptionView(entry.hotel, city, entry.cheapest, session.search),
        tours: entry.tours.map((combo) => tourOptionView(entry.hotel, city, combo, session.search)),
        tourCount: entry.tourCount,
        revision: entry.revision,
      };
    });
    return { items, cursor };
  }
}
