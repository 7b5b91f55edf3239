import { formatRub, visuallyHiddenClass } from 'shared';
import { conditionText, dayShift, formatDuration, layoverNotes, luggageText, shortDate, stopsLabel, timeOf, type Offer } from 'shared/flights';
import styles from './booking.module.css';
import { formatCountdown } from '../common/use-countdown';

/** The trip being booked: directions with their flights, the fare and baggage, prices and time left. */
export function TripSummary({ offer, secondsLeft }: { offer: Offer; secondsLeft: number }) {
  const { fare, price } = offer;
  return (
    <section className={styles.summary} aria-labelledby="trip-summary-title">
      <h2 id="trip-summary-title" className={styles.sectionTitle}>
        Ваша поездка
      </h2>
      {offer.directions.map((direction, index) => (
        <div key={index} className={styles.direction}>
          <h3 className={styles.directionTitle}>
            {index === 0 ? 'Туда' : 'Обратно'}: {direction.origin.city} → {direction.destination.city}
          </h3>
          <p className={styles.directionLine}>
            {shortDate(direction.departureLocal)}, {timeOf(direction.departureLocal)} → {timeOf(direction.arrivalLocal)}
            {dayShift(direction.departureLocal, direction.arrivalLocal) > 0 && (
              <span aria-label="прилёт на следующий день"> +{dayShift(direction.departureLocal, direction.arrivalLocal)}</span>
            )}
            {' · '}
            {formatDuration(direction.durationMinutes)} · {stopsLabel(direction.stops)}
          </p>
          <ul className={styles.segments}>
            {direction.segments.map((segment) => (
              <li key={segment.flightId}>
                {segment.carrier.name}, рейс {segment.flightNumber}: {segment.origin.code} {timeOf(segment.departureLocal)} → {segment.destination.code}{' '}
                {timeOf(segment.arrivalLocal)}
              </li>
            ))}
            {layoverNotes(direction).map((note) => (
              <li key={note} className={styles.layover}>
                Пересадка: {note}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <dl className={styles.fare}>
        <dt>Тариф</dt>
        <dd>{fare.name}</dd>
        <dt>Ручная кладь</dt>
        <dd>{luggageText(fare.conditions.cabinBag)}</dd>
        <dt>Багаж</dt>
        <dd>{luggageText(fare.conditions.checkedBag)}</dd>
        <dt>Обмен</dt>
        <dd>{conditionText(fare.conditions.exchange, formatRub)}</dd>
        <dt>Возврат</dt>
        <dd>{conditionText(fare.conditions.refund, formatRub)}</dd>
      </dl>
      <table className={styles.prices}>
        <caption className={visuallyHiddenClass}>Стоимость по пассажирам</caption>
        <tbody>
          {price.breakdown.map((line) => (
            <tr key={line.passengerType}>
              <th scope="row">
                {line.label} × {line.count}
              </th>
              <td>{formatRub(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Итого</th>
            <td className={styles.total}>{formatRub(price.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.timeLeft} aria-live="off">
        {secondsLeft > 0 ? (
          <>
            Цена держится ещё <b>{formatCountdown(secondsLeft)}</b>
          </>
        ) : (
          'Время действия цены истекло'
        )}
      </p>
    </section>
  );
}
