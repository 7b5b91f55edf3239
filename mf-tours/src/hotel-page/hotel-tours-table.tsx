import { useState } from 'react';
import { formatDate, formatRub, usePhoneLayout, visuallyHiddenClass } from 'shared';
import { FailureNotice, type ResourceState } from 'shared/resource-page';
import { type TourOption } from 'shared/tours';
import { countOf, NIGHT_WORDS } from '../common/russian-plural';
import { priceForPartyText, tripText } from '../common/tour-text';
import styles from './hotel-page.module.css';

/** Rows shown before 'Показать все': the cheapest few answer most visits. */
const FIRST_ROWS = 10;

interface HotelToursTableProps {
  tours: ResourceState<{ total: number; items: TourOption[] }>;
  party: { adults: number; childrenAges: number[] };
  /** The tour the page's heart keeps (date and nights: a wishlist tour is not a room). */
  chosenTourKey: string | null;
  onChoose: (tour: TourOption) => void;
  onRetry: () => void;
}

export const tourKey = (tour: { departureDate: string; nights: number }) => `${tour.departureDate}/${tour.nights}`;

/**
 * Every tour of the hotel around the chosen dates and nights, cheapest first; 'Выбрать' points the page's
 * heart at one. A phone gets a card per tour instead of the table: seven columns do not fit its width, and
 * the price and 'Выбрать' were the columns a sideways swipe away.
 */
export function HotelToursTable({ tours, party, chosenTourKey, onChoose, onRetry }: HotelToursTableProps) {
  const [showAll, setShowAll] = useState(false);
  const phone = usePhoneLayout();
  const chooseButton = (tour: TourOption) => (
    <button
      type="button"
      className={styles.chooseButton}
      aria-pressed={tourKey(tour) === chosenTourKey}
      aria-label={`Выбрать: вылет ${formatDate(tour.departureDate)}, ${countOf(tour.nights, NIGHT_WORDS)}, ${tour.room.name}, ${tour.mealPlanText}`}
      onClick={() => onChoose(tour)}
    >
      Выбрать
    </button>
  );
  return (
    <section className={styles.section} aria-labelledby="hotel-tours-title">
      <h2 id="hotel-tours-title" className={styles.sectionTitle}>
        Туры в отель
      </h2>
      <p className={styles.muted}>Цены {priceForPartyText(party.adults, party.childrenAges)}: перелёт, трансфер, проживание и страховка.</p>
      {tours.status === 'loading' && (
        <p role="status" className={styles.muted}>
          Загружаем туры…
        </p>
      )}
      {tours.status === 'failed' && <FailureNotice message={`Не удалось загрузить туры. ${tours.message}`} onRetry={onRetry} />}
      {tours.status === 'notFound' && <p>Туры в этот отель сейчас не продаются.</p>}
      {tours.status === 'ready' && tours.data.items.length === 0 && <p>На эти даты туров нет. Попробуйте другие даты или число ночей в поиске.</p>}
      {tours.status === 'ready' && tours.data.items.length > 0 && (
        <>
          {phone ? (
            <ul className={styles.tourCards} aria-label="Туры">
              {shownTours(tours.data.items, showAll).map((tour) => (
                <li key={tour.id} className={styles.tourCard} data-chosen={tourKey(tour) === chosenTourKey ? 'true' : undefined}>
                  <p className={styles.tourCardTrip}>{tripText(tour.departureDate, tour.returnDate, tour.nights)}</p>
                  <p>
                    {tour.room.name}, {tour.mealPlanText}
                  </p>
                  <p className={styles.muted}>{tour.operator.name}</p>
                  <div className={styles.tourCardChoice}>
                    <span className={styles.priceCell}>{formatRub(tour.price)}</span>
                    {chooseButton(tour)}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <>
              {/* In a narrow window the table scrolls sideways: such a region must take focus, or keyboard users cannot scroll it. */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
              <div className={styles.tableScroll} role="region" aria-label="Таблица туров, прокручивается вбок" tabIndex={0}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Вылет</th>
                      <th scope="col">Ночей</th>
                      <th scope="col">Номер</th>
                      <th scope="col">Питание</th>
                      <th scope="col">Туроператор</th>
                      <th scope="col">Цена</th>
                      <th scope="col">
                        <span className={visuallyHiddenClass}>Выбор тура</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {shownTours(tours.data.items, showAll).map((tour) => (
                      <tr key={tour.id} data-chosen={tourKey(tour) === chosenTourKey ? 'true' : undefined}>
                        <td>
                          {formatDate(tour.departureDate)} – {formatDate(tour.returnDate)}
                        </td>
                        <td>{countOf(tour.nights, NIGHT_WORDS)}</td>
                        <td>{tour.room.name}</td>
                        <td>{tour.mealPlanText}</td>
                        <td>{tour.operator.name}</td>
                        <td className={styles.priceCell}>{formatRub(tour.price)}</td>
                        <td>{chooseButton(tour)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
          {!showAll && tours.data.items.length > FIRST_ROWS && (
            <button type="button" className={styles.secondaryButton} onClick={() => setShowAll(true)}>
              Показать все туры ({tours.data.items.length})
            </button>
          )}
        </>
      )}
    </section>
  );
}

function shownTours(tours: TourOption[], showAll: boolean): TourOption[] {
  return showAll ? tours : tours.slice(0, FIRST_ROWS);
}
