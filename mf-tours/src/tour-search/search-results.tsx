import { useEffect, useRef, useState } from 'react';
import { visuallyHiddenClass } from 'shared';
import { PAINT_MARKS, usePaintMark } from 'shared/paint-marks';
import { useRowsWhenIdle } from 'shared/rows-when-idle';
import { searchBusyText } from 'shared/polled-search';
import { SearchProgress } from 'shared/search-progress';
import type { TourSearchParams } from 'shared/tours';
import { FailureNotice } from 'shared/resource-page';
import { countOf, HOTEL_WORDS } from '../common/russian-plural';
import { HotelCard } from './hotel-card';
import type { TourSearchRun } from './use-tour-search';
import styles from './search-results.module.css';

/** Cards drawn at once; more on 'Показать ещё', so a country of 60 hotels does not draw 60 cards at first. */
const PAGE_SIZE = 12;
/** Cards that fill a first screen, phone or desktop: drawn with the first hotels, the rest when idle. */
const FIRST_SCREEN_CARDS = 4;

interface SearchResultsProps {
  run: TourSearchRun;
  request: TourSearchParams;
  onRetry: () => void;
}

/** Progress, hotels as they arrive, and what the search came to, told to screen readers politely. */
export function SearchResults({ run, request, onRetry }: SearchResultsProps) {
  const [shown, setShown] = useState(PAGE_SIZE);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => setShown(PAGE_SIZE), [request]);
  const hotels = run.phase === 'idle' ? [] : run.hotels;
  const drawn = useRowsWhenIdle(Math.min(shown, hotels.length), FIRST_SCREEN_CARDS, JSON.stringify(request));
  usePaintMark(PAINT_MARKS.firstHotelCard, hotels.length > 0);
  if (run.phase === 'idle') return null;
  const running = run.phase === 'running';

  function showMore() {
    const firstNew = shown;
    setShown((count) => count + PAGE_SIZE);
    // Keyboard users continue from the first card just drawn, not from the top of the list.
    requestAnimationFrame(() => list.current?.children[firstNew]?.querySelector<HTMLAnchorElement>('a')?.focus());
  }

  return (
    <section className={styles.results} aria-labelledby="tour-results-title" aria-busy={running}>
      <h2 id="tour-results-title" className={styles.resultsTitle}>
        {run.phase === 'complete' ? `Найдено: ${countOf(hotels.length, HOTEL_WORDS)}` : 'Ищем туры'}
      </h2>
      <p role="status" className={visuallyHiddenClass}>
        {summaryText(run)}
      </p>
      {running && (
        <SearchProgress className={styles.progress} label="Опрашиваем туроператоров" progress={run.progress} textAnnouncedElsewhere>
          {run.busy ? searchBusyText(run.busy) : <>Опрашиваем туроператоров… {hotels.length ? `уже ${countOf(hotels.length, HOTEL_WORDS)}` : ''}</>}
        </SearchProgress>
      )}
      {run.phase === 'failed' && <FailureNotice message={run.message} onRetry={onRetry} />}
      {run.phase === 'complete' && hotels.length === 0 && (
        <div className={styles.empty}>
          <p>Туров с такими параметрами не нашлось. Попробуйте другие даты, больше ночей или соседний курорт.</p>
        </div>
      )}
      {hotels.length > 0 && (
        <ul className={styles.grid} ref={list}>
          {hotels.slice(0, drawn).map((result) => (
            <li key={result.hotel.id}>
              <HotelCard result={result} party={request} />
            </li>
          ))}
        </ul>
      )}
      {running && hotels.length < 3 && (
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: 3 - hotels.length }, (_, index) => (
            <li key={index} className={styles.skeleton}>
              <span className={styles.skeletonImage} />
              <span />
              <span />
              <span />
            </li>
          ))}
        </ul>
      )}
      {hotels.length > shown && (
        <button type="button" className={styles.more} onClick={showMore}>
          Показать ещё {countOf(Math.min(PAGE_SIZE, hotels.length - shown), HOTEL_WORDS)}
        </button>
      )}
    </section>
  );
}

function summaryText(run: TourSearchRun): string {
  if (run.phase === 'complete') return run.hotels.length ? `Поиск завершён: ${countOf(run.hotels.length, HOTEL_WORDS)}` : 'Поиск завершён: туров не нашлось';
  if (run.phase === 'failed') return '';
  return run.phase === 'running' && run.busy ? searchBusyText(run.busy) : 'Ищем туры';
}
