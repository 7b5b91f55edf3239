import { Link } from 'react-router-dom';
import { linkTo, RETRY_LABEL } from 'shared';
import { useApiResource } from 'shared/resource-page';
import { getPopularRoutes, HOME_ROUTES_ORIGIN, POPULAR_ROUTES_LIMIT, routePageParam, type PopularRoutes as PopularRoutesAnswer } from 'shared/flights';
import { trackPopularRoute } from '../common/avia-events';
import { formatFromPrice } from '../common/format-price';
import type { CityChoice } from '../search-form/search-form-values';
import styles from './popular-routes.module.css';

/** Popular routes from the departure city (Moscow until chosen) at their cheapest one-way price, linking to their route pages; `current` marks the page's own. */
export function PopularRoutes({ origin, current }: { origin: CityChoice | null; current?: string }) {
  const code = origin?.cityId ?? HOME_ROUTES_ORIGIN;
  const { state, retry } = useApiResource<PopularRoutesAnswer>(code, (signal) => getPopularRoutes(code, signal), { isNotFound: () => false });

  const heading = state.status === 'ready' ? `Популярные направления: ${state.data.origin.city}` : 'Популярные направления';
  return (
    <section className={styles.section} aria-labelledby="popular-routes-title" aria-busy={state.status === 'loading'}>
      <h2 id="popular-routes-title" className={styles.title}>
        {heading}
      </h2>
      {state.status === 'failed' && (
        <p className={styles.failed}>
          {state.message}{' '}
          <button type="button" className={styles.retry} onClick={retry}>
            {RETRY_LABEL}
          </button>
        </p>
      )}
      <ul className={styles.list}>
        {state.status === 'loading' && Array.from({ length: POPULAR_ROUTES_LIMIT }, (_, i) => <li key={i} className={styles.skeleton} aria-hidden="true" />)}
        {state.status === 'ready' &&
          state.data.items.map((item) => {
            const route = `${state.data.origin.city} → ${item.destination.city}`;
            return (
              <li key={item.destination.cityId}>
                <Link
                  className={styles.card}
                  to={linkTo('flightRoute', { route: routePageParam(state.data.origin.cityId, item.destination.cityId) })}
                  aria-current={item.destination.cityId === current ? 'page' : undefined}
                  onClick={() => trackPopularRoute(route)}
                >
                  <span className={styles.city}>{item.destination.city}</span>
                  <span className={styles.country}>{item.destination.country}</span>
                  <span className={styles.price}>{formatFromPrice(item.minPrice)}</span>
                </Link>
              </li>
            );
          })}
      </ul>
      {state.status === 'ready' && state.data.items.length === 0 && <p>Из этого города пока нет популярных направлений.</p>}
    </section>
  );
}
