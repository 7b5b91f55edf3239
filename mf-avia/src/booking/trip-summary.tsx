import { useState } from 'react';
import { formatRub, usePhoneLayout, visuallyHiddenClass } from 'shared';
import {
  conditionText,
  dayShift,
  directionLabel,
  formatDuration,
  isMultiCityTrip,
  layoverNotes,
  luggageText,
  shortDate,
  stopsLabel,
  timeOf,
  tripRoute,
  type Offer,
} from 'shared/flights';
import styles from './booking.module.css';
import { formatCountdown, useCountdown } from '../common/use-countdown';

/**
 * The trip being booked: directions with their flights, the fare and baggage, prices and time left. On a
 * phone it sits above the form, folded to one line (route, dates, price) with «Подробнее» (then «Свернуть»),
 * so the form starts on the first screen.
 */
export function TripSummary({ offer, deadline }: { offer: Offer; deadline: string }) {
  const { price } = offer;
  const phone = usePhoneLayout();
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.summary} aria-labelledby="trip-summary-title">
      <h2 id="trip-summary-title" className={phone ? visuallyHiddenClass : styles.sectionTitle}>
        Ваша поездка
      </h2>
      {phone && offer.directions.length > 0 && (
        <div className={styles.summaryLine}>
          <p className={styles.summaryTrip}>
            {summaryLine(offer.directions)} · <b>{formatRub(price.total)}</b>
          </p>
          <button type="button" className={styles.summaryToggle} aria-expanded={open} aria-controls="trip-summary-details" onClick={() => setOpen(!open)}>
            {open ? 'Свернуть' : 'Подробнее'}
          </button>
        </div>
      )}
      <div id="trip-summary-details" className={phone ? styles.summaryDetails : undefined} hidden={phone && !open}>
        <TripDetails offer={offer} deadline={deadline} />
      </div>
    </section>
  );
}

/**
 * The phone line: the way there with its dates for one way and return; the whole chain of cities
 * and the first day for a multi-city trip (its days are in «Подробнее», the line stays short).
 */
function summaryLine(directions: Offer['directions']): string {
  const first = directions[0]!;
  const last = directions.at(-1)!;
  if (isMultiCityTrip(directions)) return `${tripRoute(directions)}, ${shortDate(first.departureLocal)}`;
  const dates = shortDate(first.departureLocal) + (last !== first ? ` – ${shortDate(last.departureLocal)}` : '');
  return `${first.origin.city} → ${first.destination.city}, ${dates}`;
}

function TripDetails({ offer, deadline }: { offer: Offer; deadline: string }) {
  const { fare, price } = offer;
  return (
    <>
      {offer.directions.map((direction, index) => (
        <div key={index} className={styles.direction}>
          <h3 className={styles.directionTitle}>
            {directionLabel(index, offer.directions)}: {direction.origin.city} → {direction.destination.city}
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
      <TimeLeft deadline={deadline} />
    </>
  );
}

/** The price hold, ticking once a second: the only part of the booking page that does. */
function TimeLeft({ deadline }: { deadline: string }) {
  const secondsLeft = useCountdown(deadline);
  return (
    <p className={styles.timeLeft} aria-live="off">
      {secondsLeft > 0 ? (
        <>
          Цена держится ещё <b>{formatCountdown(secondsLeft)}</b>
        </>
      ) : (
        'Время действия цены истекло'
      )}
    </p>
  );
}
