import { moscowTodayIso } from 'shared';
import { useEffect, useMemo, useState } from 'react';
import { getPlace } from 'shared/flights';
import { readRecentSearches } from '../search-form/recent-searches';
import { EMPTY_SEARCH_FORM, readSearchString, type CityChoice, type SearchFormValues } from '../search-form/search-form-values';

/** A city known from the last searches, so the form needs no call for it. */
function knownCity(code: string | null): CityChoice | null {
  if (!code) return null;
  for (const item of readRecentSearches()) {
    for (const city of [item.from, item.to]) if (city.cityId === code) return city;
  }
  return null;
}

/**
 * The form of the results page, filled from the search string: codes become city names
 * (from the last searches, or `GET /flights/places/{code}`), and the traveller's edits are kept
 * until the string itself changes.
 */
export function useSearchFormFromString(searchString: string) {
  const reading = useMemo(() => readSearchString(searchString, moscowTodayIso()), [searchString]);
  const initial = (): SearchFormValues => {
    const from = knownCity(reading.originCode);
    const to = knownCity(reading.destinationCode);
    return { ...EMPTY_SEARCH_FORM, ...reading.values, from, fromText: from?.city ?? '', to, toText: to?.city ?? '' };
  };
  const [values, setValues] = useState<SearchFormValues>(initial);

  useEffect(() => {
    const start = initial();
    setValues(start);
    let live = true;
    const resolve = (code: string | null, side: 'from' | 'to') => {
      if (!code || start[side]) return;
      getPlace(code)
        .then((place) => {
          if (!live) return;
          const choice = { cityId: place.cityId, city: place.type === 'airport' ? `${place.name} (${place.city})` : place.city, country: place.country };
          const textKey = side === 'from' ? 'fromText' : 'toText';
          // Only if the traveller has not started typing there meanwhile.
          setValues((current) => (current[side] || current[textKey] ? current : { ...current, [side]: choice, [textKey]: choice.city }));
        })
        .catch(() => {
          // An unknown code stays empty; the search's own message explains it.
        });
    };
    resolve(reading.originCode, 'from');
    resolve(reading.destinationCode, 'to');
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the only input
  }, [reading]);

  return { reading, values, setValues };
}
