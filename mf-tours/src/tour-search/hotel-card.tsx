import { formatRub } from 'shared';
import { Link } from 'react-router-dom';
import { LazyImage } from 'shared/lazy-image';
import { hotelPageUrl, type TourSearchHotel, type TourSearchParams } from 'shared/tours';
import { hotelImage } from '../common/hotel-images';
import { Rating, Stars } from '../common/stars';
import { airportDistanceText, priceForPartyText, tripText } from '../common/tour-text';
import { TOURS_TEXTS } from '../common/tours-texts';
import { WishlistHeart } from '../wishlist';
import styles from './search-results.module.css';

interface HotelCardProps {
  result: TourSearchHotel;
  party: Pick<TourSearchParams, 'adults' | 'childrenAges'>;
}

/** One hotel of the results: its main (first) image, stars, rating, resort, airport distance, the cheapest tour and a heart. */
export function HotelCard({ result, party }: HotelCardProps) {
  const { hotel, cheapestTour: tour } = result;
  const tourOfCard = {
    hotelId: hotel.id,
    departureCityCode: tour.departureCityCode,
    departureDate: tour.departureDate,
    nights: tour.nights,
    adults: party.adults,
    childrenAges: party.childrenAges,
  };
  const titleId = `hotel-card-${hotel.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-hotel-id={hotel.id}>
      <div className={styles.media}>
        <LazyImage image={hotelImage(hotel.images[0])} variant="small" alt={hotel.name} width={400} height={267} className={styles.image} />
        <WishlistHeart tour={tourOfCard} label={`В избранное: ${hotel.name}`} className={styles.heart} />
      </div>
      <div className={styles.cardBody}>
        <h3 id={titleId} className={styles.cardTitle}>
          <Link to={hotelPageUrl(hotel.id, tourOfCard)} className={styles.cardLink}>
            {hotel.name}
          </Link>
        </h3>
        <p className={styles.meta}>
          <Stars count={hotel.stars} /> <Rating value={hotel.rating} />
        </p>
        <p className={styles.place}>
          {result.resort.name}, {result.country.name} · {airportDistanceText(hotel.airportDistance)}
        </p>
        <p className={styles.tour}>
          {tripText(tour.departureDate, tour.returnDate, tour.nights)}, {tour.mealPlanText.toLowerCase()}
        </p>
        <p className={styles.price}>
          <span className={styles.priceValue}>
            {TOURS_TEXTS.priceFrom} {formatRub(tour.price)}
          </span>
          <span className={styles.priceParty}>{priceForPartyText(party.adults, party.childrenAges)}</span>
        </p>
      </div>
    </article>
  );
}
