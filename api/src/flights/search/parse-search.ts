import { decodeSearchString, searchLegs, SEARCH_STRING_MESSAGES, type FlightSearchParams } from 'shared/node';
import { errors } from '../../http/http-error.js';
import type { FlightDomain } from '../flights-context.js';

/** Decodes a search string and checks every leg's places exist and differ; a Russian 400 otherwise. */
export function parseSearch(domain: FlightDomain, searchString: string, todayIso: string): FlightSearchParams {
  const decoded = decodeSearchString(searchString, todayIso);
  if (!decoded.ok) throw errors.validation({ searchString: decoded.message }, decoded.message);
  searchLegs(decoded.value).forEach((leg, index) => {
    // The first leg's places keep the fields of a simple search; later legs are named by number.
    const fieldOf = (end: 'origin' | 'destination') => (index === 0 ? end : `legs.${index}.${end}`);
    const cityOf = (end: 'origin' | 'destination') => {
      const code = leg[end];
      const place = domain.reference.resolvePlace(code);
      if (!place) {
        const message = `Город или аэропорт с кодом ${code} не найден`;
        throw errors.validation({ [fieldOf(end)]: message, searchString: message }, message);
      }
      return place.city.code;
    };
    if (cityOf('origin') === cityOf('destination')) {
      const message = SEARCH_STRING_MESSAGES.sameCities;
      throw errors.validation({ searchString: message }, message);
    }
  });
  return decoded.value;
}
