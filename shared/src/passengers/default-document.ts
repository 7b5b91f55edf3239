import type { DocumentType, PassengerType } from './passenger-constants';

/**
 * Product rules §4 "Default document rule": with an allowed list, an adult gets PASSPORT when allowed,
 * a child or infant gets BIRTH when allowed, otherwise INT_PASSPORT; with no list, INT_PASSPORT.
 */
export function defaultDocumentType(passengerType: PassengerType, allowedDocumentTypes?: readonly DocumentType[] | null): DocumentType {
  if (!allowedDocumentTypes) return 'INT_PASSPORT';
  if (passengerType === 'ADULT' && allowedDocumentTypes.includes('PASSPORT')) return 'PASSPORT';
  if (passengerType !== 'ADULT' && allowedDocumentTypes.includes('BIRTH')) return 'BIRTH';
  return 'INT_PASSPORT';
}
