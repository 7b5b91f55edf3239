import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AlertText, isApiError, isoToDisplayDate, linkTo, pluralRu, RETRY_LABEL, usePageHead, usePhoneLayout, visuallyHiddenClass } from 'shared';
import { PAINT_MARKS, usePaintMark } from 'shared/paint-marks';
import { useRowsWhenIdle } from 'shared/rows-when-idle';
import {
  AIRPORT_CHANGE_QUERY_KEY,
  directionLabels,
  encodeSearchString,
  filterResults,
  multiCityParams,
  NO_FILTERS,
  SEARCH_SORTS,
  type FareCode,
  type FlightResult,
  type PriceCalendarDay,
  type ResultFilterState,
  type SearchLeg,
  type SearchSort,
} from 'shared/flights';
import { trackFareChosen, trackFilterChanged, trackOfferFailed, trackSearchStarted } from '../common/avia-events';
import { formatFromPrice } from '../common/format-price';
import { PickerPanel, pickerOpenerProps } from 'shared/date-field';
import { searchBusyText } from 'shared/polled-search';
import { SearchProgress } from 'shared/search-progress';
import { SkipLink } from 'shared/skip-link';
import { useLatest } from '../common/use-latest';
import { SearchForm } from '../search-form/search-form';
import { FiltersPanel } from './filters-panel';
import { LazyPriceAlertControl } from '../price-alerts/lazy-price-alert-control';
import { CalendarLegPicker, PriceCalendarStrip, usePriceCalendar } from './price-calendar-strip';
import { TripLegsSummary } from './trip-legs-summary';
import { ResultCard } from './result-card';
import { flightSearchHead } from './search-head';
import { cityNamesOf, filtersFromQuery, filtersToQuery, hasActiveFilters, useProgressiveSearch, useSearchFormFromString } from './search-page-state';
import styles from './results.module.css';
import { pageOrigin } from 'shared/page-window';

const PAGE_SIZE = 20;
/** Cards that fill a first screen, phone or desktop: rendered with the first results, the rest when idle. */
const FIRST_SCREEN_CARDS = 4;
const SORT_LABELS: Record<SearchSort, string> = { best: 'Оптимальные', cheapest: 'Дешевле', fastest: 'Быстрее' };

const variants = (n: number) => `${n} ${pluralRu(n, ['вариант', 'варианта', 'вариантов'])}`;

/** «Перелёт 1» … of a multi-city search's legs. */
const legLabels = (legs: SearchLeg[]) =>
  directionLabels(
    legs.map((leg) => ({ origin: { cityCode: leg.origin, city: leg.origin }, destination: { cityCode: leg.destination, city: leg.destination } })),
  );

/** `/search/:searchString` (route search): the form, the ±3-day prices, filters and results. */
export function SearchPage() {
  const { searchString: rawString = '' } = useParams();
  const [query, setQuery] = useSearchParams();
  const navigate = useNavigate();
  const phone = usePhoneLayout();
  const { reading, values, setValues } = useSearchFormFromString(rawString);
  const { searchString } = reading;
  const allowAirportChange = query.get(AIRPORT_CHANGE_QUERY_KEY) === '1';
  const [run, setRun] = useState(0);
  const search = useProgressiveSearch(searchString, allowAirportChange, run);
  // A multi-city search: the strip moves one flight's date, the one picked (it stays picked for the next search).
  const legs = reading.params?.legs ?? null;
  const [pickedLeg, setPickedLeg] = useState(0);
  const calendarLeg = legs ? Math.min(pickedLeg, legs.length - 1) : undefined;
  const calendar = usePriceCalendar(search.phase === 'complete' ? search.searchId : null, calendarLeg);
  const filters = useMemo(() => filtersFromQuery(query), [query]);
  const filtered = useMemo(() => filterResults(search.results, filters), [search.results, filters]);
  // Back to the first page of results when the filters or the search change: the count belongs to
  // one list, so it is kept with that list's key and read as PAGE_SIZE under any other (an effect
  // resetting it would render the whole page a second time after every filter click).
  const listKey = `${searchString ?? ''}?${query.toString()}`;
  const [shownPage, setShownPage] = useState({ listKey, count: PAGE_SIZE });
  const shownCount = shownPage.listKey === listKey ? shownPage.count : PAGE_SIZE;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [pending, setPending] = useState<{ resultId: string; fare: FareCode } | null>(null);
  const [offerMessage, setOfferMessage] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);

  // Memoized: the head formats dates (dayjs), and a filter click changes none of the values.
  const head = useMemo(() => flightSearchHead({ params: reading.params, cityNames: cityNamesOf(reading, values) }, pageOrigin()), [reading, values]);
  usePageHead(head);

  const applyFilters = useCallback(
    (next: ResultFilterState, replace = false) => {
      const nextQuery = filtersToQuery(next, query);
      trackFilterChanged(filtersToQuery(next).toString(), next.sort);
      setQuery(nextQuery, { replace });
    },
    [query, setQuery],
  );

  const chooseFare = useCallback(
    (result: FlightResult, fare: FareCode) => {
      if (!searchString) return;
      setPending({ resultId: result.id, fare });
      setOfferMessage(null);
      import('./offer-request')
        .then(({ createOffer }) => createOffer({ searchString, resultId: result.id, fareCode: fare }))
        .then((offer) => {
          trackFareChosen(searchString, fare, offer.price.total);
          navigate(linkTo('booking', { offerId: offer.offerId }));
        })
        .catch((error: unknown) => {
          setPending(null);
          const gone = isApiError(error) && [400, 404, 409, 410].includes(error.status);
          const reason = isApiError(error) ? error.message : 'Не удалось забронировать тариф';
          trackOfferFailed(searchString, reason);
          if (gone) {
            // Seats sold or the trip is stale: say so and bring a fresh list.
            setOfferMessage(`Этот вариант больше недоступен: ${reason} Мы обновили список.`);
            setRun((n) => n + 1);
          } else setOfferMessage(`${reason} Попробуйте ещё раз.`);
        });
    },
    [navigate, searchString],
  );

  // Stable across filter clicks (the filters live in the query): the price strip is memoized.
  const latestQuery = useLatest(query);
  const searchDay = useCallback(
    (day: PriceCalendarDay) => {
      const { params } = reading;
      if (!params) return;
      const next = encodeSearchString(
        params.legs
          ? multiCityParams(
              params.legs.map((leg, index) => (index === calendarLeg ? { ...leg, date: day.departureDate } : leg)),
              params,
            )
          : { ...params, departureDate: day.departureDate, returnDate: day.returnDate },
      );
      const filtersQuery = latestQuery.current.toString();
      trackSearchStarted(next, 'календарь цен');
      navigate(linkTo('search', { searchString: next }) + (filtersQuery ? `?${filtersQuery}` : ''));
    },
    [reading, calendarLeg, navigate, latestQuery],
  );

  // Stable across filter clicks too: the search form is memoized and has nothing to do with them.
  const searchAgain = useCallback(
    (next: string) => {
      trackSearchStarted(next, 'форма');
      if (next === searchString) setRun((n) => n + 1);
      else navigate(linkTo('search', { searchString: next }));
    },
    [searchString, navigate],
  );

  const running = search.phase === 'running' && searchString !== null;
  const total = search.results.length;
  const matched = filtered.items.length;
  const shown = filtered.items.slice(0, shownCount);
  const renderedCount = useRowsWhenIdle(shown.length, FIRST_SCREEN_CARDS, `${searchString ?? ''}#${allowAirportChange}#${run}`);
  const passengers = values.adults + values.children + values.infants;
  usePaintMark(PAINT_MARKS.firstResultRow, shown.length > 0);
  const announcement =
    search.phase === 'complete'
      ? total === 0
        ? 'Билетов не найдено'
        : `Найдено ${variants(total)}${matched !== total ? `, подходят под фильтры ${matched}` : ''}`
      : running && search.busy
        ? searchBusyText(search.busy)
        : running && total > 0
          ? `Найдены первые ${variants(total)}, поиск продолжается`
          : '';

  const labels = useMemo(() => (legs ? legLabels(legs) : null), [legs]);
  const filterPanel = <FiltersPanel filters={filters} facets={filtered.facets} onChange={applyFilters} legLabels={labels} />;
  return (
    <div className={styles.page} data-avia-page="search">
      <h1 className={visuallyHiddenClass}>Результаты поиска авиабилетов</h1>
      <SearchForm
        values={values}
        onValuesChange={setValues}
        collapsibleOnPhone
        notice={reading.message ?? (search.phase === 'failed' && search.invalidSearch ? search.message : null)}
        onSearch={searchAgain}
      />
      {searchString && (
        <>
          {legs && <TripLegsSummary legs={legs} firstResult={search.results[0]} />}
          {labels && calendarLeg !== undefined && <CalendarLegPicker labels={labels} leg={calendarLeg} onChange={setPickedLeg} />}
          <PriceCalendarStrip days={search.phase === 'complete' ? calendar : null} onChoose={searchDay} />
          {running && (
            <SearchProgress className={styles.progress} label="Ищем билеты" progress={search.progress}>
              {search.phase === 'running' && search.busy ? searchBusyText(search.busy) : 'Ищем билеты у авиакомпаний…'}
            </SearchProgress>
          )}
          <p className={visuallyHiddenClass} role="status" aria-live="polite">
            {announcement}
          </p>
          <AlertText className={styles.alert} message={offerMessage} />
          {search.phase === 'failed' && !search.invalidSearch && (
            <div className={styles.alert} role="alert">
              <p>{search.message}</p>
              <button type="button" className={styles.retryButton} onClick={() => setRun((n) => n + 1)}>
                {RETRY_LABEL}
              </button>
            </div>
          )}
          <div className={styles.layout}>
            {!phone && total > 0 && (
              <>
                {/* the filters are many checkboxes: a keyboard user can go straight to the cards */}
                <SkipLink targetId="avia-results">К результатам</SkipLink>
                <aside className={styles.sidebar} aria-label="Фильтры">
                  {filterPanel}
                </aside>
              </>
            )}
            <section id="avia-results" tabIndex={-1} className={styles.results} aria-labelledby="avia-results-title" aria-busy={running}>
              {/* the results' own heading: without it a card's "Рейсы" (h3) came straight after the page's h1 */}
              <h2 id="avia-results-title" className={visuallyHiddenClass}>
                Варианты перелёта
              </h2>
              {total > 0 && (
                <div className={styles.toolbar}>
                  <fieldset className={styles.sort}>
                    <legend className={visuallyHiddenClass}>Сортировка</legend>
                    {SEARCH_SORTS.map((sort) => (
                      <label key={sort} className={styles.sortOption} data-checked={filters.sort === sort || undefined}>
                        <input type="radio" name="sort" value={sort} checked={filters.sort === sort} onChange={() => applyFilters({ ...filters, sort })} />
                        {SORT_LABELS[sort]}
                      </label>
                    ))}
                  </fieldset>
                  {/* in the server's HTML too (drawn for a wide screen), shown by width: the toolbar keeps its height when the page learns it is on a phone */}
                  <button
                    ref={filtersButton}
                    {...pickerOpenerProps(filtersOpen)}
                    className={phone ? styles.filtersButton : `${styles.filtersButton} ${styles.phoneOnly}`}
                    onClick={() => setFiltersOpen(true)}
                  >
                    Фильтры{hasActiveFilters(filters) ? ' •' : ''}
                  </button>
                  <p className={styles.count} aria-hidden="true">
                    {matched === total ? variants(total) : `${matched} из ${total}`}
                  </p>
                </div>
              )}
              {/* price alerts watch one way and return searches only */}
              {total > 0 && <LazyPriceAlertControl searchString={searchString} />}
              {phone && (
                <PickerPanel
                  open={filtersOpen}
                  title="Фильтры"
                  onClose={() => setFiltersOpen(false)}
                  returnFocusTo={filtersButton.current}
                  doneLabel={`Показать ${variants(matched)}`}
                >
                  {filterPanel}
                </PickerPanel>
              )}
              <ol ref={listRef} className={styles.list}>
                {shown.slice(0, renderedCount).map((item) => (
                  <li key={item.result.id} tabIndex={-1} className={styles.listItem}>
                    <ResultCard
                      result={item.result}
                      price={item.price}
                      baggageIncluded={item.baggageIncluded}
                      passengers={passengers}
                      pendingFare={pending?.resultId === item.result.id ? pending.fare : null}
                      onChooseFare={chooseFare}
                    />
                  </li>
                ))}
              </ol>
              {running && total < 3 && (
                <div aria-hidden="true">
                  {[0, 1, 2].map((i) => (
                    <div key={i} className={styles.skeletonCard} />
                  ))}
                </div>
              )}
              {matched > shown.length && (
                <button
                  type="button"
                  className={styles.moreButton}
                  onClick={() => {
                    const first = shown.length;
                    setShownPage({ listKey, count: shownCount + PAGE_SIZE });
                    // Keyboard users continue from the first newly shown result.
                    requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[first]?.focus());
                  }}
                >
                  Показать ещё {Math.min(PAGE_SIZE, matched - shown.length)} из оставшихся {matched - shown.length}
                </button>
              )}
              {search.phase === 'complete' && total > 0 && matched === 0 && (
                <div className={styles.empty}>
                  <p>Под выбранные фильтры ничего не подходит.</p>
                  <button type="button" className={styles.retryButton} onClick={() => applyFilters({ ...NO_FILTERS, sort: filters.sort })}>
                    Сбросить все фильтры
                  </button>
                </div>
              )}
              {search.phase === 'complete' && total === 0 && (
                <NoResults
                  calendar={calendar}
                  allowAirportChange={allowAirportChange}
                  onDay={searchDay}
                  onAllowAirportChange={() => {
                    const next = new URLSearchParams(query);
                    next.set(AIRPORT_CHANGE_QUERY_KEY, '1');
                    setQuery(next);
                  }}
                />
              )}
            </section>
          </div>
        </>
      )}
    </div>
  );
}

function NoResults({
  calendar,
  allowAirportChange,
  onDay,
  onAllowAirportChange,
}: {
  calendar: PriceCalendarDay[] | null;
  allowAirportChange: boolean;
  onDay: (day: PriceCalendarDay) => void;
  onAllowAirportChange: () => void;
}) {
  const nearest = (calendar ?? []).filter((day) => day.minPrice !== null && !day.selected);
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>На эти даты рейсов не нашлось</h2>
      {nearest.length > 0 ? (
        <>
          <p>Есть рейсы в ближайшие дни:</p>
          <ul className={styles.nearest}>
            {nearest.map((day) => (
              <li key={day.departureDate}>
                <button type="button" className={styles.retryButton} onClick={() => onDay(day)}>
                  {isoToDisplayDate(day.departureDate)}
                  {day.returnDate ? ` — ${isoToDisplayDate(day.returnDate)}` : ''}, {formatFromPrice(day.minPrice!)}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        calendar !== null && <p>В соседние дни рейсов тоже нет. Попробуйте другой город или даты.</p>
      )}
      {!allowAirportChange && (
        <p>
          <button type="button" className={styles.retryButton} onClick={onAllowAirportChange}>
            Искать с пересадками со сменой аэропорта
          </button>
        </p>
      )}
    </div>
  );
}
