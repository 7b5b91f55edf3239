import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isoToDisplayDate, linkTo, useDocumentTitle } from 'shared';
import { NotFoundView, NotReadyView, useApiResource } from 'shared/resource-page';
import { DEFAULT_SEARCH_PASSENGERS, encodeSearchString, getRoutePrices, readRoutePageParam, shortDate, type RoutePrices } from 'shared/flights';
import { trackSearchStarted } from '../common/avia-events';
import { formatFromPrice } from '../common/format-price';
import { PopularRoutes } from '../home/popular-routes';
import { SearchForm } from '../search-form/search-form';
import { EMPTY_SEARCH_FORM, type SearchFormValues } from '../search-form/search-form-values';
import styles from './route-page.module.css';

const NOT_FOUND = {
  hint: 'Проверьте адрес: направление задаётся кодами двух городов, например /avia/routes/MOW-AER.',
  link: { to: '/', label: 'Найти авиабилеты' },
};

/**
 * A popular route's page `/avia/routes/MOW-AER` (§D Route pages): the next 30 days' lowest prices, each opening its search, the form
 * filled with the route, and the popular routes from its city; an address naming no two cities is not found.
 */
export function RoutePage() {
  const { route } = useParams();
  const codes = readRoutePageParam(route);
  const { state, retry } = useApiResource(codes && `${codes.origin}-${codes.destination}`, (signal) =>
    getRoutePrices(codes!.origin, codes!.destination, signal),
  );
  if (!codes) return <NotFoundView {...NOT_FOUND} />;
  if (state.status !== 'ready') return <NotReadyView state={state} retry={retry} loading="Загружаем цены направления" notFound={NOT_FOUND} />;
  // an airport's code names its city's page, so a route has one address
  if (state.data.origin.cityId !== codes.origin || state.data.destination.cityId !== codes.destination) return <NotFoundView {...NOT_FOUND} />;
  return <RouteContent key={route} prices={state.data} />;
}

/** The form starts from the route on its cheapest day, so one press searches what the page shows. */
function initialValues({ origin, destination, days }: RoutePrices): SearchFormValues {
  const cheapest = cheapestDay(days);
  return {
    ...EMPTY_SEARCH_FORM,
    from: origin,
    fromText: origin.city,
    to: destination,
    toText: destination.city,
    departureDate: cheapest ? isoToDisplayDate(cheapest.date) : '',
  };
}

function cheapestDay(days: RoutePrices['days']) {
  let best: { date: string; minPrice: number } | null = null;
  for (const day of days) if (day.minPrice !== null && (best === null || day.minPrice < best.minPrice)) best = { date: day.date, minPrice: day.minPrice };
  return best;
}

function RouteContent({ prices }: { prices: RoutePrices }) {
  const { origin, destination, days } = prices;
  const title = `Авиабилеты ${origin.city} — ${destination.city}`;
  useDocumentTitle(title);
  const navigate = useNavigate();
  const [values, setValues] = useState(() => initialValues(prices));
  const cheapest = cheapestDay(days);
  return (
    <div className={styles.page} data-avia-page="flightRoute">
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>
        {cheapest
          ? `Билеты в одну сторону ${formatFromPrice(cheapest.minPrice)} на одного взрослого в эконом-классе. Самая низкая цена каждого дня на 30 дней вперёд.`
          : 'В ближайшие 30 дней прямых и стыковочных рейсов по этому направлению нет.'}
      </p>
      <SearchForm
        values={values}
        onValuesChange={setValues}
        onSearch={(searchString) => {
          trackSearchStarted(searchString, 'страница направления');
          navigate(linkTo('search', { searchString }));
        }}
      />
      <section className={styles.prices} aria-labelledby="route-prices-title">
        <h2 id="route-prices-title" className={styles.subtitle}>
          Цены на 30 дней
        </h2>
        <ol className={styles.days}>
          {days.map((day) => {
            const date = shortDate(day.date).replace(/ /g, '\u00a0');
            if (day.minPrice === null)
              return (
                <li key={day.date} className={styles.noFlights} data-route-day={day.date}>
                  <span className={styles.date}>{date}</span>
                  <span>нет рейсов</span>
                </li>
              );
            const searchString = encodeSearchString({
              origin: origin.cityId,
              destination: destination.cityId,
              departureDate: day.date,
              returnDate: null,
              ...DEFAULT_SEARCH_PASSENGERS,
            });
            return (
              <li key={day.date} data-route-day={day.date}>
                <Link
                  className={styles.day}
                  data-cheapest={day.minPrice === cheapest?.minPrice || undefined}
                  to={linkTo('search', { searchString })}
                  onClick={() => trackSearchStarted(searchString, 'страница направления')}
                >
                  <span className={styles.date}>{date}</span>
                  <span className={styles.price}>{formatFromPrice(day.minPrice)}</span>
                </Link>
              </li>
            );
          })}
        </ol>
      </section>
      <PopularRoutes origin={origin} current={destination.cityId} />
    </div>
  );
}
