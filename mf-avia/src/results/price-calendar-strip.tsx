import { memo, useEffect, useRef } from 'react';
import { formatRub, visuallyHiddenClass } from 'shared';
import { useApiResource } from 'shared/resource-page';
import { getPriceCalendar, shortDate, type PriceCalendarDay } from 'shared/flights';
import styles from './results.module.css';

/**
 * The ±3-day prices around the searched dates (GET /flights/searches/{id}/calendar); for a
 * multi-city search, around the date of flight `leg` (0-based), the others kept.
 */
export function usePriceCalendar(searchId: string | null, leg?: number): PriceCalendarDay[] | null {
  const { state } = useApiResource(searchId && `${searchId}/${leg ?? 0}`, async (signal) => (await getPriceCalendar(searchId!, signal, leg)).days);
  // The calendar is a helper: without it the results still stand (nothing for an unknown search, no strip for a failure).
  return state.status === 'ready' ? state.data : state.status === 'failed' ? [] : null;
}

/** Which flight of a multi-city search the date strip moves: «Перелёт 1» … «Перелёт N». */
export function CalendarLegPicker({ labels, leg, onChange }: { labels: string[]; leg: number; onChange: (leg: number) => void }) {
  return (
    <fieldset className={`${styles.sort} ${styles.legPicker}`}>
      <legend className={visuallyHiddenClass}>Цены на соседние даты для перелёта</legend>
      {labels.map((label, index) => (
        <label key={index} className={styles.sortOption} data-checked={leg === index || undefined}>
          <input type="radio" name="calendar-leg" value={index} checked={leg === index} onChange={() => onChange(index)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Seven days, the chosen one marked; choosing another day searches that day. Memoized: its days
 * do not change when a filter does, and formatting them (dayjs) showed in the filter click's profile.
 */
export const PriceCalendarStrip = memo(function PriceCalendarStrip({
  days,
  onChoose,
}: {
  days: PriceCalendarDay[] | null;
  onChoose: (day: PriceCalendarDay) => void;
}) {
  const stripRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // On a phone the strip scrolls sideways: bring the chosen day to the middle (never the page).
    const strip = stripRef.current;
    const chosen = strip?.querySelector<HTMLElement>('[aria-current]');
    if (strip && chosen) strip.scrollLeft = chosen.offsetLeft - (strip.clientWidth - chosen.offsetWidth) / 2;
  }, [days]);
  if (days === null) return <div className={styles.calendarSkeleton} aria-hidden="true" />;
  if (days.length === 0) return null;
  const cheapest = Math.min(...days.flatMap((d) => (d.minPrice === null ? [] : [d.minPrice])));
  return (
    <nav ref={stripRef} className={styles.calendar} aria-label="Цены на соседние даты">
      <ul className={styles.calendarDays}>
        {days.map((day) => {
          // a narrow day breaks a round trip at the dash, never inside a date
          const label = [day.departureDate, day.returnDate].flatMap((date) => (date ? [shortDate(date).replace(/ /g, '\u00a0')] : [])).join(' — ');
          const price = day.minPrice === null ? 'нет рейсов' : `от ${formatRub(day.minPrice)}`;
          return (
            <li key={day.departureDate}>
              <button
                type="button"
                className={styles.calendarDay}
                data-cheapest={day.minPrice === cheapest || undefined}
                aria-current={day.selected ? 'date' : undefined}
                disabled={day.minPrice === null && !day.selected}
                onClick={() => !day.selected && onChoose(day)}
              >
                <span className={styles.calendarDate}>{label}</span>
                <span className={styles.calendarPrice}>{price}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
