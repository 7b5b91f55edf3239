import { formatRub, visuallyHiddenClass } from 'shared';
import { conditionText, luggageText, type FareCode, type FlightResult } from 'shared/flights';
import styles from './results.module.css';

/** The fare families of one trip: what each includes and what it costs for all passengers. */
export function FareTable({ result, pendingFare, onChoose }: { result: FlightResult; pendingFare: FareCode | null; onChoose: (fare: FareCode) => void }) {
  return (
    <div className={styles.fareScroll}>
      <table className={styles.fares}>
        <caption className={styles.detailsTitle}>Тарифы</caption>
        <thead>
          <tr>
            <th scope="col">Тариф</th>
            <th scope="col">Ручная кладь</th>
            <th scope="col">Багаж</th>
            <th scope="col">Обмен</th>
            <th scope="col">Возврат</th>
            <th scope="col">Цена</th>
            <th scope="col">
              <span className={visuallyHiddenClass}>Выбор тарифа</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {result.fares.map((fare) => (
            <tr key={fare.code}>
              <th scope="row">{fare.name}</th>
              <td data-label="Ручная кладь">{luggageText(fare.conditions.cabinBag)}</td>
              <td data-label="Багаж">{luggageText(fare.conditions.checkedBag)}</td>
              <td data-label="Обмен">{conditionText(fare.conditions.exchange, formatRub)}</td>
              <td data-label="Возврат">{conditionText(fare.conditions.refund, formatRub)}</td>
              <td data-label="Цена" className={styles.farePrice}>
                {formatRub(fare.price.total)}
              </td>
              <td>
                <button
                  type="button"
                  className={styles.chooseButton}
                  aria-label={`Выбрать тариф ${fare.name} за ${formatRub(fare.price.total)}`}
                  aria-busy={pendingFare === fare.code || undefined}
                  disabled={pendingFare !== null}
                  onClick={() => onChoose(fare.code)}
                >
                  {pendingFare === fare.code ? 'Бронируем…' : 'Выбрать'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
