import { hashText, isoOfDayNumber, MEAL_PLAN_TEXT, type MealPlan, type TourOption } from 'shared/node';
import type { TourDepartureCity } from './departure-cities.js';
import { seededRandom, noise, sample, between } from './catalogue-random.js';
import { TOUR_OPERATORS, type CatalogueCountry, type CatalogueHotel, type RoomType } from './tour-catalogue.js';

/**
 * Tour prices, computed, not stored: charter days per city and country, the flight by season and weekday, the hotel by room, meal,
 * season and party, each operator's margin. Deterministic, so results, hotel page and wishlist show one price in every process.
 */
export interface Party {
  adults: number;
  childrenAges: readonly number[];
}

const MEAL_FACTOR: Record<MealPlan, number> = { RO: 1, BB: 1.12, HB: 1.3, FB: 1.45, AI: 1.65, UAI: 1.88 };
/** Transfer and medical insurance per traveller. */
const EXTRAS_PER_PERSON_RUB = 3_900;

/** Guests a room must sleep: infants under 2 share a cot. */
export const guestsInRoom = (party: Party) => party.adults + party.childrenAges.filter((age) => age >= 2).length;

const flightShare = (party: Party) => party.adults + party.childrenAges.reduce((sum, age) => sum + (age < 2 ? 0.1 : age < 12 ? 0.75 : 1), 0);
const hotelShare = (party: Party) => {
  const children = party.childrenAges.reduce((sum, age) => sum + (age < 2 ? 0 : age < 7 ? 0.3 : age < 12 ? 0.5 : 0.8), 0);
  // One adult alone pays most of a double room (single supplement).
  return party.adults === 1 && party.childrenAges.length === 0 ? 1.6 : party.adults + children;
};

/** Which weekdays (0 = Sunday) a city has charters to a country; hubs fly daily, some cities not at all. */
const charterDaysCache = new Map<string, readonly number[]>();
export function charterWeekdays(city: TourDepartureCity, country: CatalogueCountry): readonly number[] {
  const key = `${city.code}|${country.id}`;
  let days = charterDaysCache.get(key);
  if (!days) {
    if (city.hub) days = [0, 1, 2, 3, 4, 5, 6];
    else if (hashText(`serves|${key}`) % 100 >= (country.flightRub < 35_000 ? 90 : 55)) days = [];
    else {
      const random = seededRandom('charters', key);
      days = sample(random, [0, 1, 2, 3, 4, 5, 6], between(random, 2, 4)).sort();
    }
    charterDaysCache.set(key, days);
  }
  return days;
}

const monthCache = new Map<number, number>();
/** Month (0–11) of a day number; memoised, as the pricing loop asks for the same days again and again. */
function monthOf(day: number): number {
  let month = monthCache.get(day);
  if (month === undefined) {
    month = Number(isoOfDayNumber(day).slice(5, 7)) - 1;
    if (monthCache.size > 5_000) monthCache.clear();
    monthCache.set(day, month);
  }
  return month;
}

/** A return charter per adult, roubles. */
function flightRub(city: TourDepartureCity, country: CatalogueCountry, day: number, nights: number): number {
  const weekday = (day + 4) % 7;
  const weekend = weekday === 5 || weekday === 6 ? 1.06 : 1;
  return country.flightRub * city.flightFactor * (0.75 + 0.25 * country.season[monthOf(day)]!) * weekend * (0.92 + 0.16 * noise(day, country.id, nights));
}

export interface PricedCombo {
  day: number;
  nights: number;
  room: RoomType;
  meal: MealPlan;
  operator: number;
  price: number;
}

/**
 * Calls `visit` for every tour one operator sells at this hotel in the window and nights range
 * for the party. The hot path of the search: numbers only, no allocation per tour.
 */
export function forEachTour(
  hotel: CatalogueHotel,
  country: CatalogueCountry,
  city: TourDepartureCity,
  operator: number,
  window: { fromDay: number; toDay: number; nightsFrom: number; nightsTo: number },
  party: Party,
  visit: (day: number, nights: number, room: RoomType, meal: MealPlan, price: number) => void,
): void {
  const guests = guestsInRoom(party);
  const rooms = hotel.rooms.filter((room) => room.capacity >= guests);
  if (!rooms.length) return;
  const flights = flightShare(party);
  const hotelPart = hotelShare(party);
  const travellers = party.adults + party.childrenAges.length;
  const margin = TOUR_OPERATORS[operator]!.factor;
  const weekdays = charterWeekdays(city, country);
  if (!weekdays.length) return;
  for (let day = window.fromDay; day <= window.toDay; day += 1) {
    if (!weekdays.includes((day + 4) % 7)) continue;
    const opDay = margin * (0.97 + 0.08 * noise(operator, hotel.id, day));
    for (let nights = window.nightsFrom; nights <= window.nightsTo; nights += 1) {
      const flight = flightRub(city, country, day, nights) * flights;
      // The season of the stay: the month of its middle night.
      const season = country.season[monthOf(day + (nights >> 1))]!;
      const night = hotel.nightRub * season * hotelPart * (0.94 + 0.12 * noise(hotel.id, day, nights));
      for (const room of rooms) {
        for (const meal of hotel.mealPlans) {
          const price = Math.round((flight + night * nights * room.factor * MEAL_FACTOR[meal] + EXTRAS_PER_PERSON_RUB * travellers) * opDay);
          visit(day, nights, room, meal, price);
        }
      }
    }
  }
}

export function tourOptionView(hotel: CatalogueHotel, city: TourDepartureCity, combo: PricedCombo, party: Party): TourOption {
  const departureDate = isoOfDayNumber(combo.day);
  const operator = TOUR_OPERATORS[combo.operator]!;
  const partyKey = `a${party.adults}${party.childrenAges.length ? `c${[...party.childrenAges].sort((a, b) => a - b).join('.')}` : ''}`;
  return {
    id: `${hotel.id}-${city.code}-${departureDate.replace(/-/g, '')}-${combo.nights}-${combo.room.code}-${combo.meal}-${operator.code}-${partyKey}`,
    hotelId: hotel.id,
    departureCityCode: city.code,
    departureDate,
    returnDate: isoOfDayNumber(combo.day + combo.nights),
    nights: combo.nights,
    room: { code: combo.room.code, name: combo.room.name },
    mealPlan: combo.meal,
    mealPlanText: MEAL_PLAN_TEXT[combo.meal],
    price: combo.price,
    operator: { code: operator.code, name: operator.name },
  };
}

/** The key of a tour regardless of who sells it: two operators' offers of it compete on price. */
export const comboKey = (day: number, nights: number, room: RoomType, meal: MealPlan) => `${day}|${nights}|${room.code}|${meal}`;
