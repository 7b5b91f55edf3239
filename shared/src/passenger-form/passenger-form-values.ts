import type { DocumentType, Gender, PassengerType } from '../passengers/passenger-constants';
import { defaultDocumentType } from '../passengers/default-document';

/**
 * One passenger as the form holds it: every field a string while typed (gender '' until chosen),
 * so a half-filled form can be kept in a draft and restored as it was.
 */
export interface PassengerFormValues {
  passengerType: PassengerType;
  gender: Gender | '';
  lastName: string;
  firstName: string;
  middleName: string;
  birthDate: string;
  citizenship: string;
  documentType: DocumentType;
  documentNumber: string;
  documentExpiryDate: string;
}

/** An empty passenger of a type, with the document of the default rule (docs/product-rules.md §4). */
export function emptyPassenger(passengerType: PassengerType, allowedDocumentTypes?: readonly DocumentType[] | null): PassengerFormValues {
  return {
    passengerType,
    gender: '',
    lastName: '',
    firstName: '',
    middleName: '',
    birthDate: '',
    citizenship: 'RU',
    documentType: defaultDocumentType(passengerType, allowedDocumentTypes),
    documentNumber: '',
    documentExpiryDate: '',
  };
}

/** A saved passenger (or any passenger-shaped answer) as form values; the type stays the form's own. */
export function passengerFormValuesFrom(
  saved: Omit<PassengerFormValues, 'passengerType'> & { passengerType?: PassengerType },
  passengerType: PassengerType,
): PassengerFormValues {
  return {
    passengerType,
    gender: saved.gender,
    lastName: saved.lastName,
    firstName: saved.firstName,
    middleName: saved.middleName ?? '',
    birthDate: saved.birthDate,
    citizenship: saved.citizenship || 'RU',
    documentType: saved.documentType,
    documentNumber: saved.documentNumber,
    documentExpiryDate: saved.documentExpiryDate ?? '',
  };
}
