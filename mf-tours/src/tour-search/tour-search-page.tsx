import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, linkTo, usePageHead } from 'shared';
import type { Destination } from 'shared/tours';
import { destinationById } from '../common/destination-cache';
import { BuildLabel } from 'shared/build-label';
import { pageLoaders } from '../pages';
import { useWishlistLoaded, WishlistNotice } from '../wishlist';
import { wishlistElementsAtom } from '../wishlist/wishlist-atoms';
import { SearchForm } from './search-form';
import { searchFormReducer, searchFromQuery, searchQueryOf, toSearchRequest, type SearchFormErrors } from './search-form-state';
import { SearchResults } from './search-results';
import { TOURS_TITLES } from '../common/tours-texts';
import { tourSearchHead } from './tour-search-head';
import { useTourSearch } from './use-tour-search';
import common from '../common/common.module.css';
import styles from './search-form.module.css';
import { pageOrigin } from 'shared/page-window';

/**
 * /tours: the search form and its results. The address holds the search (a link repeats it, Back
 * returns to the previous one); the form starts from the address and submitting writes it there.
 */
export function TourSearchPage() {
  const [destination, setDestination] = useState<Destination | null>(null);
  usePageHead(tourSearchHead({ destination }, pageOrigin()));
  useWishlistLoaded();
  const wishlistSize = useAtomValue(wishlistElementsAtom).length;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryKey = searchParams.toString();
  const fromUrl = useMemo(() => searchFromQuery(new URLSearchParams(queryKey)), [queryKey]);
  /** The search the address asks for: it needs the destination's id only, not its name. */
  const urlSearch = useMemo(() => {
    const ref = fromUrl.destinationRef;
    return ref ? toSearchRequest({ ...fromUrl.values, destination: { ...ref, name: '', locationName: '' } }) : null;
  }, [fromUrl]);
  const [values, dispatch] = useReducer(searchFormReducer, fromUrl.values);
  const [errors, setErrors] = useState<SearchFormErrors>({});
  const [checking, setChecking] = useState(false);
  const [run, setRun] = useState(0);
  const request = urlSearch?.ok ? urlSearch.request : null;
  const search = useTourSearch(request, run);

  useEffect(() => {
    dispatch({ type: 'replace', values: fromUrl.values });
    setErrors(urlSearch && !urlSearch.ok ? urlSearch.errors : {});
    setChecking(Boolean(urlSearch && !urlSearch.ok));
    const ref = fromUrl.destinationRef;
    setDestination(null);
    if (!ref) return;
    let current = true;
    destinationById(ref.type, ref.id).then(
      (destination) => {
        if (!current) return;
        setDestination(destination);
        dispatch({
          type: 'destination',
          choice: { type: destination.type, id: destination.id, name: destination.name, locationName: destination.locationName },
        });
      },
      (error: unknown) => {
        if (!current) return;
        const message =
          isApiError(error) && error.status === 404 ? 'Такого направления нет: выберите другое' : 'Не удалось загрузить направление: выберите его ещё раз';
        setErrors((previous) => ({ ...previous, destination: message }));
      },
    );
    return () => {
      current = false;
    };
  }, [fromUrl, urlSearch]);

  // After a refused submit each change is checked again, so a fixed field loses its error at once.
  useEffect(() => {
    if (!checking) return;
    const result = toSearchRequest(values);
    setErrors(result.ok ? {} : result.errors);
  }, [values, checking]);

  // Results are on screen: fetch the hotel page's code while the person reads them.
  const hasResults = search.phase !== 'idle' && search.hotels.length > 0;
  useEffect(() => {
    if (hasResults) void pageLoaders.toursHotel().catch(() => undefined);
  }, [hasResults]);

  function submit() {
    const result = toSearchRequest(values);
    if (!result.ok) {
      setErrors(result.errors);
      setChecking(true);
      return;
    }
    setErrors({});
    setChecking(false);
    const url = linkTo('tours', {}, searchQueryOf(result.request));
    if (url === `${linkTo('tours')}?${queryKey}`) setRun((count) => count + 1);
    else navigate(url);
  }

  return (
    <div className={common.page} data-route="tours" data-area="tours">
      <BuildLabel />
      <div className={styles.heading}>
        <h1 className={common.pageTitle}>{TOURS_TITLES.search}</h1>
        <Link to={linkTo('toursWishlist')} className={styles.wishlistLink}>
          Избранное{wishlistSize ? ` (${wishlistSize})` : ''}
        </Link>
      </div>
      <SearchForm values={values} errors={errors} dispatch={dispatch} onSubmit={submit} />
      <WishlistNotice />
      {request && <SearchResults run={search} request={request} onRetry={() => setRun((count) => count + 1)} />}
    </div>
  );
}
