import type { DocumentType } from 'shared/node';
import type { ReferenceData } from '../reference/reference-data.js';

/**
 * Documents a passenger may fly with: inside Russia every Russian document and a foreign
 * passport; to the Eurasian Economic Union countries Russians may also use the internal
 * passport; anywhere else only an international or foreign passport.
 */
const DOMESTIC: DocumentType[] = ['PASSPORT', 'BIRTH', 'INT_PASSPORT', 'FOREIGN_PASSPORT'];
const INTERNATIONAL: DocumentType[] = ['INT_PASSPORT', 'FOREIGN_PASSPORT'];
const INTERNAL_PASSPORT_COUNTRIES = new Set(['RU', 'BY', 'KZ', 'KG', 'AM']);

export function allowedDocumentTypes(reference: ReferenceData, airportCodes: readonly string[]): DocumentType[] {
  const countries = new Set(airportCodes.map((code) => reference.cityOfAirport(code).country));
  return [...countries].every((country) => INTERNAL_PASSPORT_COUNTRIES.has(country)) ? DOMESTIC : INTERNATIONAL;
}

export function isInternationalTrip(reference: ReferenceData, airportCodes: readonly string[]): boolean {
  return airportCodes.some((code) => reference.cityOfAirport(code).country !== 'RU');
}
