import { decodeSearchString, SEARCH_STRING_MESSAGES, type FlightSearchParams } from 'shared/node';
import { errors } from '../../http/http-error.js';
import type { FlightDomain } from '../flight-domain.js';

/** Decodes a search string and checks its places exist; a Russian 400 otherwise. */
export function parseSearch(domain: FlightDomain, searchString: string, todayIso: string): FlightSearchParams {
  const decoded = decodeSearchString(searchString, todayIso);
  if (!decoded.ok) throw errors.validation({ searchString: decoded.message }, decoded.message);
  const { origin, destination } = decoded.value;
  const resolvePlace = (field: 'origin' | 'destination', code: string) => {
    const place = domain.reference.resolvePlace(code);
    if (!place) {
      const message = `Город или аэропорт с кодом ${code} не найден`;
      throw errors.validation({ [field]: message, searchString: message }, message);
    }
    return place;
  };
  const originCity = resolvePlace('origin', origin).city.code;
  const destinationCity = resolvePlace('destination', destination).city.code;
  if (originCity === destinationCity) {
    const message = SEARCH_STRING_MESSAGES.sameCities;
    throw errors.validation({ searchString: message }, message);
  }
  return decoded.value;
}
