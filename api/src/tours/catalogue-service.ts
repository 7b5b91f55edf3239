import {
  HOTEL_IMAGE_SIZES,
  HOTEL_IMAGE_VARIANTS,
  ROOMS_AMENITY_GROUP,
  TOUR_LIMITS,
  addDaysIso,
  dayNumberOfIso,
  hotelPageUrl,
  tourSearchUrl,
  type Destination,
  type HotelDetails,
  type HotelImage,
  type HotelListElement,
  type TourOption,
} from 'shared/node';
import { errors } from '../http/http-error.js';
import type { TourDepartureCity } from './departure-cities.js';
import type { HotelImageFormat } from './hotel-image-service.js';
import type { CatalogueHotel, TourCatalogue } from './tour-catalogue.js';
import { comboKey, forEachTour, tourOptionView, type Party, type PricedCombo } from './tour-pricing.js';

/**
 * Read-only answers from the catalogue: destinations and the autocomplete, hotel list elements
 * and details, image URLs, a hotel's tours and a wishlist tour's price.
 */
export const HOTEL_NOT_FOUND = 'Отель не найден';
export const RESORT_NOT_FOUND = 'Курорт не найден';
export const COUNTRY_NOT_FOUND = 'Страна не найдена';
export const CITY_NOT_FOUND = 'Город вылета не найден';

/** Image URLs are relative to the API base; bump the version when the pictures change (new ETag, new URL). */
export const IMAGE_VERSION = '1';
export const imagePath = (hotelId: number, imageNumber: number, variant: string, format: HotelImageFormat = 'png') =>
  `/tours/hotels/${hotelId}/images/${imageNumber}/${variant}.${format}?v=${IMAGE_VERSION}`;

/**
 * The WebP copies of the variants a photo box of any width may need, as a `srcset`: the hotel page
 * shows its large photo from them (with `sizes`), and its early script preloads the same candidate.
 */
const SRCSET_VARIANTS = ['small', 'small2x', 'full'] as const;
const webpSrcset = (hotelId: number, imageNumber: number) =>
  SRCSET_VARIANTS.map((variant) => `${imagePath(hotelId, imageNumber, variant, 'webp')} ${HOTEL_IMAGE_SIZES[variant].width}w`).join(', ');

export interface TourWindowParams extends Party {
  departureCityCode: string;
  departureDateFrom: string;
  departureDateTo: string;
  nightsFrom: number;
  nightsTo: number;
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/ё/g, 'е');

export class CatalogueService {
  constructor(readonly catalogue: TourCatalogue) {}

  departureCity(code: string): TourDepartureCity {
    const city = this.catalogue.departureCity(code);
    if (!city) throw errors.validation({ departureCityCode: CITY_NOT_FOUND }, CITY_NOT_FOUND);
    return city;
  }

  hotel(id: number): CatalogueHotel {
    const hotel = this.catalogue.hotel(id);
    if (!hotel) throw errors.notFound(HOTEL_NOT_FOUND);
    return hotel;
  }

  countryDestination(id: number): Destination {
    const country = this.catalogue.country(id);
    if (!country) throw errors.notFound(COUNTRY_NOT_FOUND);
    return {
      type: 'country',
      id,
      name: country.name,
      nameRo: country.nameRo,
      nameVi: country.nameVi,
      locationName: '',
      url: tourSearchUrl({ type: 'country', id }),
      stars: null,
    };
  }

  resortDestination(id: number): Destination {
    const resort = this.catalogue.resort(id);
    if (!resort) throw errors.notFound(RESORT_NOT_FOUND);
    const country = this.catalogue.country(resort.countryId)!;
    return {
      type: 'resort',
      id,
      name: resort.name,
      nameRo: resort.nameRo,
      nameVi: resort.nameVi,
      locationName: country.name,
      url: tourSearchUrl({ type: 'resort', id }),
      stars: null,
    };
  }

  hotelDestination(id: number): Destination {
    const hotel = this.hotel(id);
    const resort = this.catalogue.resort(hotel.resortId)!;
    const country = this.catalogue.country(hotel.countryId)!;
    return {
      type: 'hotel',
      id,
      name: hotel.name,
      nameRo: hotel.name,
      nameVi: hotel.name,
      locationName: `${resort.name}, ${country.name}`,
      countryName: country.name,
      url: hotelPageUrl(id),
      stars: hotel.stars,
    };
  }

  /** Countries, then resorts, then hotels; names starting with the text before names containing it. */
  findDestinations(query: string, limit: number): Destination[] {
    const text = normalise(query);
    const rank = (name: string) => {
      const value = normalise(name);
      if (value.startsWith(text)) return 0;
      if (value.includes(` ${text}`) || value.includes(`-${text}`)) return 1;
      return value.includes(text) ? 2 : -1;
    };
    const found: { destination: () => Destination; score: number }[] = [];
    for (const country of this.catalogue.countries) {
      const score = rank(country.name);
      if (score >= 0) found.push({ destination: () => this.countryDestination(country.id), score });
    }
    for (const resort of this.catalogue.resorts) {
      const score = rank(resort.name);
      if (score >= 0) found.push({ destination: () => this.resortDestination(resort.id), score: 10 + score });
    }
    if (found.length < limit) {
      for (const hotel of this.catalogue.hotels) {
        const score = hotel.searchName.startsWith(text) ? 0 : hotel.searchName.includes(text) ? 1 : -1;
        if (score >= 0) found.push({ destination: () => this.hotelDestination(hotel.id), score: 20 + score * 10 - hotel.stars });
      }
    }
    return found
      .sort((a, b) => a.score - b.score)
      .slice(0, limit)
      .map((item) => item.destination());
  }

  /** With `withSrcset`, each image also lists its WebP copies (the hotel page's large photo); lists of hotels show thumbnails only. */
  images(hotel: CatalogueHotel, withSrcset = false): HotelImage[] {
    return Array.from({ length: hotel.imageCount }, (_, n) => {
      const entries = HOTEL_IMAGE_VARIANTS.map((variant) => [variant, imagePath(hotel.id, n, variant)] as const);
      const image = Object.fromEntries(entries) as HotelImage;
      return withSrcset ? { ...image, webpSrcset: webpSrcset(hotel.id, n) } : image;
    });
  }

  listElement(hotel: CatalogueHotel): HotelListElement {
    return {
      id: hotel.id,
      name: hotel.name,
      description: hotel.shortDescription,
      rating: hotel.rating,
      stars: hotel.stars,
      airportDistance: hotel.airportDistance,
      resortId: hotel.resortId,
      resortIds: hotel.resortIds,
      amenities: hotel.highlights,
      images: this.images(hotel),
      latlon: { lat: hotel.lat, lon: hotel.lon },
    };
  }

  details(hotel: CatalogueHotel): HotelDetails {
    const resort = this.catalogue.resort(hotel.resortId)!;
    const country = this.catalogue.country(hotel.countryId)!;
    // docs/product-rules.md §3: the ROOMS group is sorted first; the rest keep their order.
    const amenityGroups = [...hotel.amenityGroups].sort((a, b) => Number(b.type === ROOMS_AMENITY_GROUP) - Number(a.type === ROOMS_AMENITY_GROUP));
    return {
      id: hotel.id,
      name: hotel.name,
      shortDescription: hotel.shortDescription,
      description: hotel.description,
      rating: hotel.rating,
      stars: hotel.stars,
      images: this.images(hotel, true),
      resort: {
        id: resort.id,
        name: resort.name,
        locationName: country.name,
        elements: [
          { type: 'country', id: country.id, name: country.name },
          { type: 'resort', id: resort.id, name: resort.name },
        ],
      },
      amenityGroups,
      facts: hotel.facts,
      latlon: { lat: hotel.lat, lon: hotel.lon },
      address: hotel.address,
      phone: hotel.phone,
      airportDistance: hotel.airportDistance,
      yandexOrganizationId: hotel.yandexOrganizationId,
    };
  }

  /** Refuses departure windows in the past or beyond the sales horizon (400, Russian). */
  checkWindow(from: string, to: string, todayIso: string, field = 'departureDateFrom'): void {
    const tomorrow = addDaysIso(todayIso, 1);
    if (from < tomorrow) throw errors.validation({ [field]: 'Дата вылета — не раньше завтрашнего дня' }, 'Дата вылета — не раньше завтрашнего дня');
    const last = addDaysIso(todayIso, TOUR_LIMITS.horizonDays);
    if (to > last)
      throw errors.validation(
        { [field === 'departureDate' ? field : 'departureDateTo']: 'Туры продаются не больше чем на год вперёд' },
        'Туры продаются не больше чем на год вперёд',
      );
  }

  /** Every tour of a hotel for the parameters, the cheapest operator's offer of each, cheapest first. */
  hotelTours(hotel: CatalogueHotel, params: TourWindowParams): TourOption[] {
    const city = this.departureCity(params.departureCityCode);
    const country = this.catalogue.country(hotel.countryId)!;
    const window = {
      fromDay: dayNumberOfIso(params.departureDateFrom),
      toDay: dayNumberOfIso(params.departureDateTo),
      nightsFrom: params.nightsFrom,
      nightsTo: params.nightsTo,
    };
    const best = new Map<string, PricedCombo>();
    for (const operator of hotel.operators) {
      forEachTour(hotel, country, city, operator, window, params, (day, nights, room, meal, price) => {
        const key = comboKey(day, nights, room, meal);
        const known = best.get(key);
        if (!known || price < known.price) best.set(key, { day, nights, room, meal, operator, price });
      });
    }
    return [...best.values()].sort((a, b) => a.price - b.price || a.day - b.day).map((combo) => tourOptionView(hotel, city, combo, params));
  }

  /** Today's cheapest price of one dated tour (any room and meal plan); null when it is not on sale. */
  cheapestPrice(hotel: CatalogueHotel, city: TourDepartureCity, departureDate: string, nights: number, party: Party, todayIso: string): number | null {
    if (departureDate <= todayIso || departureDate > addDaysIso(todayIso, TOUR_LIMITS.horizonDays)) return null;
    const country = this.catalogue.country(hotel.countryId)!;
    const day = dayNumberOfIso(departureDate);
    let cheapest: number | null = null;
    for (const operator of hotel.operators) {
      forEachTour(hotel, country, city, operator, { fromDay: day, toDay: day, nightsFrom: nights, nightsTo: nights }, party, (_d, _n, _r, _m, price) => {
        if (cheapest === null || price < cheapest) cheapest = price;
      });
    }
    return cheapest;
  }
}
