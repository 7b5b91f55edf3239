import { isApiError, moscowTodayIso } from 'shared';
import { useEffect, useMemo, useState } from 'react';
import { getPlace } from 'shared/flights';
import { readRecentSearches } from '../search-form/recent-searches';
import {
  cityChoiceOf,
  codeStandIn,
  EMPTY_SEARCH_FORM,
  readSearchString,
  type CityChoice,
  type SearchFormValues,
  type SearchStringReading,
} from '../search-form/search-form-values';

/** A city known from the last searches, so the form needs no call for it. */
function knownCity(code: string | null): CityChoice | null {
  if (!code) return null;
  for (const item of readRecentSearches()) {
    for (const city of [item.from, item.to]) if (city.cityId === code) return city;
  }
  return null;
}

function formOfReading(reading: SearchStringReading): SearchFormValues {
  const from = knownCity(reading.originCode);
  const to = knownCity(reading.destinationCode);
  const legs = reading.legs.map((leg) => {
    const legFrom = knownCity(leg.originCode);
    const legTo = knownCity(leg.destinationCode);
    return { from: legFrom, fromText: legFrom?.city ?? '', to: legTo, toText: legTo?.city ?? '', date: leg.date };
  });
  return { ...EMPTY_SEARCH_FORM, ...reading.values, from, fromText: from?.city ?? '', to, toText: to?.city ?? '', legs };
}

/**
 * The form with `code`'s city named wherever the string put that code and the traveller has not
 * started typing meanwhile (the simple fields and every leg).
 */
export function withCityNamed(values: SearchFormValues, reading: SearchStringReading, code: string, choice: CityChoice): SearchFormValues {
  const untouched = (city: CityChoice | null, text: string) => !city && !text;
  const next = { ...values };
  if (reading.originCode === code && untouched(values.from, values.fromText)) Object.assign(next, { from: choice, fromText: choice.city });
  if (reading.destinationCode === code && untouched(values.to, values.toText)) Object.assign(next, { to: choice, toText: choice.city });
  next.legs = values.legs.map((leg, index) => {
    const read = reading.legs[index];
    if (!read) return leg;
    const named = { ...leg };
    if (read.originCode === code && untouched(leg.from, leg.fromText)) Object.assign(named, { from: choice, fromText: choice.city });
    if (read.destinationCode === code && untouched(leg.to, leg.toText)) Object.assign(named, { to: choice, toText: choice.city });
    return named;
  });
  return next;
}

/**
 * The form of the results page, filled from the search string: codes become city names
 * (from the last searches, or `GET /flights/places/{code}`), and the traveller's edits are kept
 * until the string itself changes.
 */
export function useSearchFormFromString(searchString: string) {
  const reading = useMemo(() => readSearchString(searchString, moscowTodayIso()), [searchString]);
  const [values, setValues] = useState<SearchFormValues>(() => formOfReading(reading));

  useEffect(() => {
    const start = formOfReading(reading);
    setValues(start);
    let live = true;
    const codes = [reading.originCode, reading.destinationCode, ...reading.legs.flatMap((leg) => [leg.originCode, leg.destinationCode])];
    for (const code of new Set(codes)) {
      if (!code || knownCity(code)) continue;
      getPlace(code)
        .then((place) => {
          if (!live) return;
          setValues((current) => withCityNamed(current, reading, code, cityChoiceOf(place)));
        })
        .catch((error: unknown) => {
          // An unknown code stays empty (the search's own message explains it); without an answer
          // the code itself fills the field, so the route stays visible and can be searched again.
          if (!live || (isApiError(error) && error.status === 404)) return;
          setValues((current) => withCityNamed(current, reading, code, codeStandIn(code)));
        });
    }
    return () => {
      live = false;
    };
  }, [reading]);

  return { reading, values, setValues };
}
