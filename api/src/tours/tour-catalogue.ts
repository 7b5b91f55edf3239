import { formatRussianNumber, type AmenityGroup, type Amenity, type MealPlan } from 'shared/node';
import { AMENITY_GROUPS } from './amenities.js';
import { COUNTRY_SEEDS, type CountrySeed, type ResortSeed } from './countries-and-resorts.js';
import { TOUR_DEPARTURE_CITIES, type TourDepartureCity } from './departure-cities.js';
import { hotelTexts, NAME_FIRST, NAME_SECOND, STREETS } from './hotel-texts.js';
import { between, pick, sample, seededRandom } from './catalogue-random.js';

/** The tour catalogue: hand-written countries and resorts and hotels generated with a seeded PRNG per process; ids (countries 1–99, resorts 101+, hotels 1001+) stable with the seeds. */
export interface CatalogueCountry extends Omit<CountrySeed, 'resorts'> {
  id: number;
  resortIds: number[];
}

export interface CatalogueResort extends ResortSeed {
  id: number;
  countryId: number;
  hotelIds: number[];
}

export interface RoomType {
  code: string;
  name: string;
  factor: number;
  /** Guests that fit, infants under 2 not counted. */
  capacity: number;
}

export interface CatalogueHotel {
  id: number;
  name: string;
  stars: number;
  rating: number;
  shortDescription: string;
  description: string;
  countryId: number;
  resortId: number;
  resortIds: number[];
  lat: number;
  lon: number;
  address: string;
  phone: string;
  /** Metres. */
  airportDistance: number;
  yandexOrganizationId: string;
  imageCount: number;
  amenityGroups: AmenityGroup[];
  highlights: Amenity[];
  facts: { name: string; description: string }[];
  rooms: RoomType[];
  mealPlans: MealPlan[];
  /** A night per person in the cheapest room, roubles, before season and meals. */
  nightRub: number;
  /** Indexes into TOUR_OPERATORS of who sells this hotel. */
  operators: number[];
  /** Lower-case name for the autocomplete. */
  searchName: string;
}

export const TOUR_OPERATORS = [
  { code: 'ANEX', name: 'Anex Tour', factor: 1 },
  { code: 'PEGAS', name: 'Pegas Touristik', factor: 0.985 },
  { code: 'CORAL', name: 'Coral Travel', factor: 1.02 },
  { code: 'FUNSUN', name: 'FUN&SUN', factor: 1.035 },
  { code: 'BIBLIO', name: 'Библио Глобус', factor: 0.995 },
  { code: 'INTOUR', name: 'Интурист', factor: 1.05 },
] as const;

const ROOM_TYPES: readonly RoomType[] = [
  { code: 'STD', name: 'Стандартный номер', factor: 1, capacity: 3 },
  { code: 'SUP', name: 'Улучшенный номер', factor: 1.18, capacity: 3 },
  { code: 'SEA', name: 'Номер с видом на море', factor: 1.3, capacity: 3 },
  { code: 'FAM', name: 'Семейный номер', factor: 1.45, capacity: 5 },
  { code: 'BNG', name: 'Бунгало', factor: 1.6, capacity: 4 },
  { code: 'STE', name: 'Люкс', factor: 2.1, capacity: 4 },
  { code: 'VIL', name: 'Вилла с бассейном', factor: 3.2, capacity: 6 },
];

const STAR_PRICE = [0.55, 0.55, 0.7, 1, 1.55, 2.5];

export interface TourCatalogue {
  countries: CatalogueCountry[];
  resorts: CatalogueResort[];
  hotels: CatalogueHotel[];
  departureCities: readonly TourDepartureCity[];
  country(id: number): CatalogueCountry | undefined;
  resort(id: number): CatalogueResort | undefined;
  hotel(id: number): CatalogueHotel | undefined;
  departureCity(code: string): TourDepartureCity | undefined;
}

export function buildTourCatalogue(): TourCatalogue {
  const countries: CatalogueCountry[] = [];
  const resorts: CatalogueResort[] = [];
  const hotels: CatalogueHotel[] = [];
  let nextResortId = 101;
  let nextHotelId = 1001;

  COUNTRY_SEEDS.forEach((seed, index) => {
    const { resorts: resortSeeds, ...countryFields } = seed;
    const country: CatalogueCountry = { ...countryFields, id: index + 1, resortIds: [] };
    countries.push(country);
    for (const resortSeed of resortSeeds) {
      const resort: CatalogueResort = { ...resortSeed, id: nextResortId++, countryId: country.id, hotelIds: [] };
      country.resortIds.push(resort.id);
      resorts.push(resort);
    }
  });

  for (const resort of resorts) {
    const country = countries[resort.countryId - 1]!;
    const random = seededRandom('resort', resort.id);
    const count = between(random, 8, 12);
    const usedNames = new Set<string>();
    for (let i = 0; i < count; i += 1) {
      const hotel = generateHotel(nextHotelId++, country, resort, resorts, usedNames);
      resort.hotelIds.push(hotel.id);
      hotels.push(hotel);
    }
  }

  const countryById = new Map(countries.map((c) => [c.id, c]));
  const resortById = new Map(resorts.map((r) => [r.id, r]));
  const hotelById = new Map(hotels.map((h) => [h.id, h]));
  const cityByCode = new Map(TOUR_DEPARTURE_CITIES.map((c) => [c.code, c]));
  return {
    countries,
    resorts,
    hotels,
    departureCities: TOUR_DEPARTURE_CITIES,
    country: (id) => countryById.get(id),
    resort: (id) => resortById.get(id),
    hotel: (id) => hotelById.get(id),
    departureCity: (code) => cityByCode.get(code),
  };
}

function generateHotel(id: number, country: CatalogueCountry, resort: CatalogueResort, allResorts: CatalogueResort[], usedNames: Set<string>): CatalogueHotel {
  const random = seededRandom('hotel', id);
  const stars = pick(random, [2, 3, 3, 4, 4, 4, 5, 5, 5]);
  let name = `${pick(random, NAME_FIRST)} ${pick(random, NAME_SECOND)}`;
  if (usedNames.has(name)) name = `${name} ${resort.name}`;
  usedNames.add(name);
  const rating = Math.round((5.6 + stars * 0.65 + random() * 1.6) * 10) / 10;
  const seaMetres = pick(random, [0, 0, 50, 150, 300, 500, 900, 1500]);
  // To the airport in metres, to 100 m: the figure the hotel's text and the page's label both write.
  const airportDistance = Math.max(3000, Math.round(resort.airportKm * (0.8 + random() * 0.45) * 10) * 100);
  const built = between(random, 1988, 2021);
  const renovated = Math.min(2026, built + between(random, 0, 12));
  const roomsCount = stars >= 5 ? between(random, 180, 650) : stars === 4 ? between(random, 90, 320) : between(random, 20, 140);
  const areaHa = Math.round((stars >= 5 ? 5 + random() * 20 : 0.5 + random() * 6) * 10) / 10;
  const texts = hotelTexts(random, {
    name,
    stars,
    resort: resort.name,
    country: country.name,
    seaMetres,
    airportDistance,
    built,
    renovated,
    rooms: roomsCount,
    areaHa,
  });

  // Amenity groups come in a shuffled order here; the hotel page sorts ROOMS first.
  const groups: AmenityGroup[] = sample(random, AMENITY_GROUPS, AMENITY_GROUPS.length)
    .map((group) => ({
      type: group.type,
      typeText: group.typeText,
      amenities: group.amenities.filter((amenity) => amenity.minStars <= stars && random() < 0.85).map(({ name: n, icon, slug }) => ({ name: n, icon, slug })),
    }))
    .filter((group) => group.amenities.length > 0 || group.type === 'ROOMS');
  const rooms = groups.find((group) => group.type === 'ROOMS')!;
  if (rooms.amenities.length === 0) rooms.amenities.push({ name: 'Кондиционер', icon: 'snowflake', slug: 'air-conditioning' });
  const highlights = sample(
    random,
    groups.flatMap((group) => group.amenities),
    6,
  );

  const roomTypes = [ROOM_TYPES[0]!, ...sample(random, ROOM_TYPES.slice(1, stars >= 4 ? 7 : 4), between(random, 1, 3))].sort((x, y) => x.factor - y.factor);
  const mealPlans: MealPlan[] = country.allInclusive
    ? stars >= 5
      ? sample(random, ['AI', 'UAI', 'HB'] as MealPlan[], between(random, 2, 3))
      : sample(random, ['BB', 'HB', 'AI'] as MealPlan[], between(random, 2, 3))
    : stars >= 4
      ? sample(random, ['BB', 'HB', 'FB', 'AI'] as MealPlan[], between(random, 2, 3))
      : sample(random, ['RO', 'BB', 'HB'] as MealPlan[], between(random, 1, 3));
  mealPlans.sort((x, y) => MEAL_ORDER.indexOf(x) - MEAL_ORDER.indexOf(y));

  // A hotel on a resort's edge also belongs to a neighbouring resort of the same country.
  const neighbours = allResorts.filter((other) => other.countryId === country.id && other.id !== resort.id);
  const resortIds = neighbours.length && random() < 0.12 ? [resort.id, pick(random, neighbours).id] : [resort.id];
  const operators = sample(random, [0, 1, 2, 3, 4, 5], between(random, 2, 4)).sort((x, y) => x - y);
  const lat = round5(resort.lat + (random() - 0.5) * 0.08);
  const lon = round5(resort.lon + (random() - 0.5) * 0.08);

  return {
    id,
    name,
    stars,
    rating: Math.min(9.9, rating),
    shortDescription: texts.shortDescription,
    description: texts.description,
    countryId: country.id,
    resortId: resort.id,
    resortIds,
    lat,
    lon,
    address: `${country.name}, ${resort.name}, ${pick(random, STREETS)}, ${between(random, 1, 180)}`,
    phone: `+${country.phoneCode} ${between(random, 100, 999)} ${between(random, 100, 999)}-${String(between(random, 0, 9999)).padStart(4, '0')}`,
    airportDistance,
    yandexOrganizationId: String(between(random, 1_000_000_000, 9_999_999_999)),
    imageCount: between(random, 5, 10),
    amenityGroups: groups,
    highlights,
    facts: [
      { name: 'Год постройки', description: String(built) },
      { name: 'Последняя реновация', description: String(renovated) },
      { name: 'Номеров', description: String(roomsCount) },
      { name: 'Площадь территории', description: `${formatRussianNumber(areaHa)} га` },
      { name: 'Пляж', description: `${texts.beach}, ${seaMetres <= 50 ? 'первая линия' : `${seaMetres} м от отеля`}` },
      { name: 'Заезд и выезд', description: 'заезд с 14:00, выезд до 12:00' },
    ],
    rooms: roomTypes,
    mealPlans,
    nightRub: Math.round(country.nightRub * STAR_PRICE[stars]! * (0.8 + random() * 0.5)),
    operators,
    searchName: name.toLowerCase().replace(/ё/g, 'е'),
  };
}

const MEAL_ORDER: MealPlan[] = ['RO', 'BB', 'HB', 'FB', 'AI', 'UAI'];
const round5 = (value: number) => Math.round(value * 100_000) / 100_000;
