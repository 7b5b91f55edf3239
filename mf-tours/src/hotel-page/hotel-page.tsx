import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { apiBaseUrl, formatDate, formatRub, linkTo, useDocumentTitle, usePageHead } from 'shared';
import { FailureNotice, LoadingView, NotFoundView, useApiResource } from 'shared/resource-page';
import { tourSearchUrl, type AddWishlistElementRequest, type Destination, type HotelDetails, type HotelPageTour, type TourOption } from 'shared/tours';
import { destinationById } from '../common/destination-cache';
import { departureCities } from '../common/departure-cities';
import { BuildLabel } from 'shared/build-label';
import { Rating, Stars } from '../common/stars';
import { countOf, NIGHT_WORDS } from '../common/russian-plural';
import { HOTEL_NOT_FOUND, TOURS_TEXTS } from '../common/tours-texts';
import { useWishlistLoaded, useWishlistMark, WishlistHeart, WishlistNotice } from '../wishlist';
import { HotelContacts, HotelDescription, HotelFacts } from './hotel-about';
import { HotelAmenities } from './hotel-amenities';
import { HotelGallery } from './hotel-gallery';
import { hotelHead } from './hotel-head';
import { hotelToursParams, tourFromQuery } from './hotel-tour-query';
import { HotelToursTable, tourKey } from './hotel-tours-table';
import { useHotel, useHotelTours } from './use-hotel';
import common from '../common/common.module.css';
import styles from './hotel-page.module.css';
import { pageOrigin } from 'shared/page-window';

/** Hotel ids are positive integers; anything else in the address is a page that does not exist. */
function hotelIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null;
}

/** /tours/hotels/:hotelId — the hotel, its tours around the chosen dates, and the wishlist heart. */
export function HotelPage() {
  const hotelId = hotelIdOf(useParams().hotelId);
  useWishlistLoaded();
  const { state, retry } = useHotel(hotelId);
  // A hotel names itself in HotelView's head; a missing one says so.
  useDocumentTitle(hotelId === null || state.status === 'notFound' ? TOURS_TEXTS.notFound : null);

  let body;
  if (hotelId === null || state.status === 'notFound') body = <NotFoundView {...HOTEL_NOT_FOUND} />;
  else if (state.status === 'failed') {
    body = (
      <div className={common.page}>
        <h1 className={common.pageTitle}>Отель</h1>
        <FailureNotice message={`Не удалось загрузить отель. ${state.message}`} onRetry={retry} />
      </div>
    );
  } else if (state.status === 'loading') {
    body = (
      <div className={common.page}>
        <LoadingView label="Загружаем отель…" skeleton />
      </div>
    );
  } else body = <HotelView hotel={state.data} />;
  return (
    <div data-route="toursHotel" data-area="tours">
      {body}
    </div>
  );
}

function HotelView({ hotel }: { hotel: HotelDetails }) {
  const [searchParams] = useSearchParams();
  const queryKey = searchParams.toString();
  const openedFor = useMemo(() => tourFromQuery(new URLSearchParams(queryKey)), [queryKey]);
  const params = useMemo(() => hotelToursParams(openedFor), [openedFor]);
  const tours = useHotelTours(hotel.id, params);
  const toursOnSale = tours.state.status === 'ready' ? tours.state.data : null;
  usePageHead(useMemo(() => hotelHead({ hotel, tours: toursOnSale, apiBase: apiBaseUrl() }, pageOrigin()), [hotel, toursOnSale]));
  const [picked, setPicked] = useState<TourOption | null>(null);
  useEffect(() => setPicked(null), [queryKey]);
  const offerCard = useRef<HTMLElement>(null);
  /**
   * The tour area has no booking step, so what follows a choice is the card above: the chosen tour, its
   * price and the heart that keeps it. The card comes into view and takes focus, which a screen reader reads.
   */
  const choose = (tour: TourOption) => {
    setPicked(tour);
    offerCard.current?.focus({ preventScroll: true });
    offerCard.current?.scrollIntoView?.({ block: 'start' });
  };
  const resort = useResortDestination(hotel.resort.id);
  const cityName = useDepartureCityName(params.departureCityCode);

  const cheapest = tours.state.status === 'ready' ? tours.state.data.items[0] : undefined;
  /** The tour the heart keeps: the one picked in the table, the one the page was opened for, or the cheapest. */
  const chosen: Pick<HotelPageTour, 'departureCityCode' | 'departureDate' | 'nights'> | null = picked ?? openedFor ?? cheapest ?? null;
  const chosenPrice = tours.state.status === 'ready' && chosen ? tours.state.data.items.find((tour) => tourKey(tour) === tourKey(chosen))?.price : undefined;
  const country = hotel.resort.elements.find((element) => element.type === 'country');
  /** The chosen tour as the wishlist keeps it: this hotel, with the party the page's tours are for. */
  const toKeep = (tour: Pick<HotelPageTour, 'departureCityCode' | 'departureDate' | 'nights'>): AddWishlistElementRequest => ({
    hotelId: hotel.id,
    departureCityCode: tour.departureCityCode,
    departureDate: tour.departureDate,
    nights: tour.nights,
    adults: params.adults,
    childrenAges: params.childrenAges,
  });

  return (
    <article className={common.page} aria-labelledby="hotel-title" data-hotel-id={hotel.id}>
      <BuildLabel />
      <nav aria-label="Где находится отель" className={styles.breadcrumbs}>
        <ol>
          <li>
            <Link to={linkTo('tours')}>Туры</Link>
          </li>
          {hotel.resort.elements.map((element) => (
            <li key={`${element.type}-${element.id}`}>
              <Link to={tourSearchUrl({ type: element.type, id: element.id })}>{element.name}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <header className={styles.header}>
        <div>
          <h1 id="hotel-title" className={common.pageTitle}>
            {hotel.name} <Stars count={hotel.stars} />
          </h1>
          <p className={styles.subtitle}>
            <Rating value={hotel.rating} />
            <span>
              {hotel.resort.name}
              {country ? `, ${country.name}` : ''}
            </span>
          </p>
        </div>
      </header>
      <div className={styles.top}>
        <HotelGallery images={hotel.images} hotelName={hotel.name} />
        <aside ref={offerCard} className={styles.offer} aria-label="Выбранный тур" tabIndex={-1}>
          {chosen ? (
            <>
              <p className={styles.offerTour}>
                {cityName ? `Из ${cityName}` : ''} {formatDate(chosen.departureDate)}, {countOf(chosen.nights, NIGHT_WORDS)}
              </p>
              {chosenPrice !== undefined && (
                <p className={styles.offerPrice}>
                  {TOURS_TEXTS.priceFrom} {formatRub(chosenPrice)}
                </p>
              )}
              <WishlistHeart tour={toKeep(chosen)} label="В избранное" withText />
              {picked && <ChosenTourNote tour={toKeep(chosen)} />}
            </>
          ) : (
            <p className={styles.muted}>{tours.state.status === 'loading' ? 'Подбираем тур…' : 'Выберите тур в таблице ниже.'}</p>
          )}
          <p className={styles.short}>{hotel.shortDescription}</p>
          {resort && (
            <p>
              Курорт:{' '}
              <Link to={resort.url} className={styles.link}>
                {resort.name}
              </Link>
              {resort.locationName ? `, ${resort.locationName}` : ''}
            </p>
          )}
        </aside>
      </div>
      <WishlistNotice />
      <HotelToursTable tours={tours.state} party={params} chosenTourKey={chosen ? tourKey(chosen) : null} onChoose={choose} onRetry={tours.retry} />
      <HotelDescription text={hotel.description} />
      <HotelAmenities groups={hotel.amenityGroups} />
      <HotelFacts facts={hotel.facts} />
      <HotelContacts hotel={hotel} />
    </article>
  );
}

/**
 * What follows a choice in the table (docs/product-rules.md §D 'Tours'): an invitation to keep the tour in
 * the wishlist, or, when it is kept already, that it is there to come back to.
 */
function ChosenTourNote({ tour }: { tour: AddWishlistElementRequest }) {
  const { marked } = useWishlistMark(tour);
  return <p className={styles.muted}>{marked ? TOURS_TEXTS.chosenTourKept : TOURS_TEXTS.chosenTourToKeep}</p>;
}

/** The resort as a destination (its link to the resort's tours), asked for once per resort id (§7). */
function useResortDestination(resortId: number): Destination | null {
  // Without it the page reads well: no link, and the resort's name is shown anyway.
  const { state } = useApiResource(`resort-${resortId}`, () => destinationById('resort', resortId));
  return state.status === 'ready' ? state.data : null;
}

/** 'Москвы' for 'Из Москвы'. */
function useDepartureCityName(code: string): string | null {
  const { state } = useApiResource('departure-cities', departureCities);
  const city = state.status === 'ready' ? state.data.find((candidate) => candidate.code === code) : undefined;
  return city ? city.nameCases.genitive || city.name : null;
}
