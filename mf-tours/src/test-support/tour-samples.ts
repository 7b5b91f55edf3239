import { tourHash, type HotelDetails, type HotelListElement, type TourOption, type WishlistElement } from 'shared/tours';

/** Answers of the tour calls shaped exactly as their schemas in shared/src/tours say. */
const image = (hotelId: number, n: number) => ({
  full: `/tours/hotels/${hotelId}/images/${n}/full.png`,
  small2x: `/tours/hotels/${hotelId}/images/${n}/small2x.png`,
  small: `/tours/hotels/${hotelId}/images/${n}/small.png`,
  thumb2x: `/tours/hotels/${hotelId}/images/${n}/thumb2x.png`,
  thumb: `/tours/hotels/${hotelId}/images/${n}/thumb.png`,
});

export function sampleHotel(id = 101, name = 'Отель Морской бриз'): HotelListElement {
  return {
    id,
    name,
    description: 'Отель у моря',
    rating: 8.7,
    stars: 4,
    airportDistance: 25_000,
    resortId: 11,
    resortIds: [11],
    amenities: [{ name: 'Бассейн', icon: 'pool', slug: 'pool' }],
    images: [image(id, 0), image(id, 1)],
    latlon: { lat: 36.85, lon: 30.7 },
  };
}

export const moscow = {
  code: 'MOW',
  name: 'Москва',
  nameCases: { nominative: 'Москва', genitive: 'Москвы', dative: 'Москве', accusative: 'Москву', instrumental: 'Москвой', prepositional: 'Москве' },
};

export function sampleWishlistElement(hotelId = 101, departureDate = '2030-06-12', name?: string): WishlistElement {
  const tour = { hotelId, departureCityCode: 'MOW', departureDate, nights: 7, adults: 2, childrenAges: [5] };
  return {
    hash: tourHash(tour),
    url: `/tours/hotels/${hotelId}?from=MOW&date=${departureDate}&nights=7&adults=2&children=5`,
    tourParameters: { nights: 7, adults: 2, childrenAges: [5], departureDate, returnDate: '2030-06-19' },
    hotel: sampleHotel(hotelId, name),
    departureCity: moscow,
    price: 154_300,
    addedAt: '2030-01-01T10:00:00.000Z',
  };
}

export function sampleHotelDetails(id = 101): HotelDetails {
  return {
    id,
    name: 'Отель Морской бриз',
    shortDescription: 'Тихий отель у моря',
    description: 'Длинное описание отеля.',
    rating: 8.7,
    stars: 4,
    images: [image(id, 0), image(id, 1), image(id, 2)],
    resort: {
      id: 11,
      name: 'Анталья',
      locationName: 'Турция',
      elements: [
        { type: 'country', id: 1, name: 'Турция' },
        { type: 'resort', id: 11, name: 'Анталья' },
      ],
    },
    amenityGroups: [
      { type: 'BEACH', typeText: 'Пляж', amenities: [{ name: 'Песчаный пляж', icon: 'beach', slug: 'sand' }] },
      { type: 'ROOMS', typeText: 'В номере', amenities: [{ name: 'Кондиционер', icon: 'ac', slug: 'ac' }] },
    ],
    facts: [{ name: 'Заселение', description: 'с 14:00' }],
    latlon: { lat: 36.85, lon: 30.7 },
    address: 'Анталья, ул. Морская, 1',
    phone: '+90 242 000-00-00',
    airportDistance: 12_500,
    yandexOrganizationId: '123',
  };
}

/** One tour of a hotel, as the search and the hotel's tours list it. */
export function sampleTourOption(hotelId = 101, price = 77_150): TourOption {
  return {
    id: `tour-${hotelId}`,
    hotelId,
    departureCityCode: 'MOW',
    departureDate: '2030-06-12',
    returnDate: '2030-06-19',
    nights: 7,
    room: { code: 'STD', name: 'Стандарт' },
    mealPlan: 'AI',
    mealPlanText: 'Всё включено',
    price,
    operator: { code: 'op1', name: 'Оператор' },
  };
}
