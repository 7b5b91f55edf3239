import { formatRub, linkTo, type RouteHeadOf } from 'shared';
import { breadcrumbListJsonLd, hotelJsonLd, textStart } from 'shared/head-builders';
import { hotelPageUrl, tourSearchUrl, type HotelDetails, type TourOption } from 'shared/tours';
import { TOURS_TITLES } from '../common/tours-texts';

export interface HotelHeadData {
  hotel: HotelDetails;
  /** The hotel's tours for the page's party and dates; null until they are known (or when they failed). */
  tours: { total: number; items: readonly TourOption[] } | null;
  /** The API's base (`apiBaseUrl()`): the photos' paths are relative to it. */
  apiBase: string;
}

/**
 * The hotel page's head: its name, first photo and lowest price (description and link preview), and as
 * JSON-LD the Hotel with that price as its offer and the breadcrumbs Туры → country → resort → hotel.
 */
export const hotelHead: RouteHeadOf<HotelHeadData> = ({ hotel, tours, apiBase }, origin) => {
  const absolute = (path: string) => new URL(path, origin).href;
  const url = absolute(hotelPageUrl(hotel.id));
  const country = hotel.resort.elements.find((element) => element.type === 'country');
  const lowPrice = tours && tours.items.length > 0 ? Math.min(...tours.items.map((tour) => tour.price)) : null;
  const photos = hotel.images.map((image) => absolute(`${apiBase}${image.full}`));
  const where = [hotel.resort.name, country?.name].filter(Boolean).join(', ');
  const price = lowPrice === null ? '' : ` Туры от ${formatRub(lowPrice)}.`;
  return {
    title: TOURS_TITLES.hotel(hotel.name),
    description: textStart(`${hotel.name}, ${where}.${price} ${hotel.shortDescription}`),
    ...(photos[0] && { image: photos[0], imageAlt: hotel.name }),
    jsonLd: [
      hotelJsonLd({
        name: hotel.name,
        description: textStart(hotel.shortDescription || hotel.description, 300),
        url,
        images: photos.slice(0, 5),
        streetAddress: hotel.address,
        locality: hotel.resort.name,
        country: country?.name ?? null,
        telephone: hotel.phone,
        stars: hotel.stars,
        latitude: hotel.latlon.lat,
        longitude: hotel.latlon.lon,
        offers: lowPrice === null ? null : { lowPrice, count: tours!.total, url },
      }),
      breadcrumbListJsonLd([
        { name: 'Туры', url: absolute(linkTo('tours')) },
        ...hotel.resort.elements.map((element) => ({ name: element.name, url: absolute(tourSearchUrl(element)) })),
        { name: hotel.name, url },
      ]),
    ],
  };
};
