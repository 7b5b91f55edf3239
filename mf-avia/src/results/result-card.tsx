import { memo, useId, useState } from 'react';
import { formatRub, pluralRu, visuallyHiddenClass } from 'shared';
import {
  dayShift,
  directionLabel,
  formatDuration,
  isMultiCityTrip,
  layoverNotes,
  shortDate,
  stopsLabel,
  timeOf,
  tripRoute,
  type FareCode,
  type FlightDirection,
  type FlightResult,
} from 'shared/flights';
import { FareTable } from './fare-table';
import styles from './results.module.css';

export interface ResultCardProps {
  result: FlightResult;
  price: number;
  /** Whether the fare priced in `price` has checked baggage. */
  baggageIncluded: boolean;
  passengers: number;
  /** The fare being booked right now (its button shows a spinner), if on this card. */
  pendingFare: FareCode | null;
  onChooseFare: (result: FlightResult, fare: FareCode) => void;
}

/** One flight of the trip; a multi-city trip shows its «Перелёт N», the others only tell screen readers. */
function DirectionLine({ direction, label, labelShown }: { direction: FlightDirection; label: string; labelShown: boolean }) {
  const shift = dayShift(direction.departureLocal, direction.arrivalLocal);
  const layovers = layoverNotes(direction);
  const airportChange = direction.layovers.some((l) => l.airportChange);
  return (
    <div className={styles.direction}>
      <span className={labelShown ? styles.directionLabel : visuallyHiddenClass}>{label}: </span>
      <div className={styles.point}>
        <span className={styles.time}>{timeOf(direction.departureLocal)}</span>
        <span className={styles.place}>
          {direction.origin.city}, {direction.origin.code}
        </span>
        <span className={styles.date}>{shortDate(direction.departureLocal)}</span>
      </div>
      <div className={styles.path}>
        <span className={styles.duration}>В пути {formatDuration(direction.durationMinutes)}</span>
        <span className={direction.stops === 0 ? styles.nonstop : styles.stops}>{stopsLabel(direction.stops)}</span>
        {layovers.length > 0 && <span className={styles.layover}>Пересадка: {layovers.join('; ')}</span>}
        {airportChange && (
          <span className={styles.warning} role="note">
            Смена аэропорта при пересадке
          </span>
        )}
      </div>
      <div className={styles.point}>
        <span className={styles.time}>
          {timeOf(direction.arrivalLocal)}
          {shift > 0 && (
            <sup className={styles.nextDay} title={`Прилёт через ${shift} ${pluralRu(shift, ['день', 'дня', 'дней'])}`}>
              +{shift}
              <span className={visuallyHiddenClass}> {pluralRu(shift, ['день', 'дня', 'дней'])}</span>
            </sup>
          )}
        </span>
        <span className={styles.place}>
          {direction.destination.city}, {direction.destination.code}
        </span>
        <span className={styles.date}>{shortDate(direction.arrivalLocal)}</span>
      </div>
    </div>
  );
}

/** One trip in the list: the summary, and on demand its flights and fare families. */
export const ResultCard = memo(function ResultCard({ result, price, baggageIncluded, passengers, pendingFare, onChooseFare }: ResultCardProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const carriers = result.carriers.map((c) => c.name).join(', ');
  const there = result.directions[0]!;
  const multiCity = isMultiCityTrip(result.directions);
  const route = multiCity ? tripRoute(result.directions) : `${there.origin.city} → ${there.destination.city}`;
  const title = `${carriers}: ${route}, ${timeOf(there.departureLocal)}, ${formatRub(price)}`;
  return (
    <article className={styles.card} aria-label={title} data-result-id={result.id}>
      <div className={styles.cardMain}>
        <div className={styles.cardTrips}>
          <p className={styles.carrier}>{carriers}</p>
          {result.directions.map((direction, index) => (
            <DirectionLine key={index} direction={direction} label={directionLabel(index, result.directions)} labelShown={multiCity} />
          ))}
        </div>
        <div className={styles.cardSide}>
          <p className={styles.price} data-price={price}>
            {formatRub(price)}
          </p>
          <p className={styles.priceNote}>
            за {passengers} {pluralRu(passengers, ['пассажира', 'пассажиров', 'пассажиров'])}
            {baggageIncluded ? ', с багажом' : ', без багажа'}
          </p>
          {result.seatsLeft <= 5 && <p className={styles.seats}>Осталось мест: {result.seatsLeft}</p>}
          <button type="button" className={styles.detailsButton} aria-expanded={open} aria-controls={`${id}-details`} onClick={() => setOpen((was) => !was)}>
            {open ? 'Скрыть тарифы' : 'Выбрать тариф'}
          </button>
        </div>
      </div>
      {open && (
        <div id={`${id}-details`} className={styles.details}>
          <h3 className={styles.detailsTitle}>Рейсы</h3>
          <ol className={styles.segments}>
            {result.directions.flatMap((direction) =>
              direction.segments.map((segment) => (
                <li key={segment.flightId}>
                  <strong>
                    {segment.carrier.name}, рейс {segment.flightNumber}
                  </strong>{' '}
                  · {segment.aircraft} · {shortDate(segment.departureLocal)} {timeOf(segment.departureLocal)} {segment.origin.name} ({segment.origin.code}) →{' '}
                  {timeOf(segment.arrivalLocal)} {segment.destination.name} ({segment.destination.code}) · {formatDuration(segment.durationMinutes)}
                </li>
              )),
            )}
          </ol>
          <FareTable result={result} pendingFare={pendingFare} onChoose={(fare) => onChooseFare(result, fare)} />
        </div>
      )}
    </article>
  );
});
