import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { linkTo, usePageHead } from 'shared';
import { trackSearchStarted } from '../common/avia-events';
import { readRecentSearches } from '../search-form/recent-searches';
import { SearchForm } from '../search-form/search-form';
import { EMPTY_SEARCH_FORM, type SearchFormValues } from '../search-form/search-form-values';
import { homeHead } from './home-head';
import { PopularRoutes } from './popular-routes';
import styles from './home-page.module.css';
import { pageOrigin } from 'shared/page-window';

/** The departure city of the last search, so the form and popular routes start from home. */
function initialValues(): SearchFormValues {
  const last = readRecentSearches()[0];
  return last ? { ...EMPTY_SEARCH_FORM, from: last.from, fromText: last.from.city } : EMPTY_SEARCH_FORM;
}

/** Home `/` (route index): the search form and popular routes with real prices. */
export function HomePage() {
  usePageHead(homeHead(null, pageOrigin()));
  const navigate = useNavigate();
  const [values, setValues] = useState(initialValues);
  return (
    <div className={styles.page} data-avia-page="index">
      {/* The home page is the way into both products: flights here, package tours in their area. */}
      <nav className={styles.products} aria-label="Что ищем">
        <span className={`${styles.product} ${styles.current}`} aria-current="page">
          Авиабилеты
        </span>
        <Link className={styles.product} to={linkTo('tours')}>
          Туры
        </Link>
      </nav>
      <h1 className={styles.title}>Авиабилеты по России и миру</h1>
      <SearchForm
        values={values}
        onValuesChange={setValues}
        onSearch={(searchString) => {
          trackSearchStarted(searchString, 'форма');
          navigate(linkTo('search', { searchString }));
        }}
      />
      <PopularRoutes origin={values.from} />
    </div>
  );
}
