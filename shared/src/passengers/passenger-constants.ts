/**
 * Passenger and document vocabularies of product rules §3. The values are the wire values the API
 * stores and the front end sends; passenger-type and gender labels are the product rules' own words (§3), the document labels are ours (§D Booking).
 */
export const DOCUMENT_TYPES = ['PASSPORT', 'INT_PASSPORT', 'BIRTH', 'FOREIGN_PASSPORT'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  PASSPORT: 'Паспорт РФ',
  INT_PASSPORT: 'Заграничный паспорт РФ',
  BIRTH: 'Свидетельство о рождении РФ',
  FOREIGN_PASSPORT: 'Иностранный паспорт',
};

export const PASSENGER_TYPES = ['ADULT', 'CHILD', 'INFANTILE'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

export const PASSENGER_TYPE_LABELS: Record<PassengerType, string> = {
  ADULT: 'Взрослый',
  CHILD: 'Ребенок',
  INFANTILE: 'Младенец',
};

export const GENDERS = ['m', 'f'] as const;
export type Gender = (typeof GENDERS)[number];

export const GENDER_LABELS: Record<Gender, string> = { m: 'Мужской', f: 'Женский' };

/** Documents whose holder's names are written in Cyrillic and which carry a middle name (product rules §5). */
export const RUSSIAN_DOMESTIC_DOCUMENTS: readonly DocumentType[] = ['PASSPORT', 'BIRTH'];
/** Documents whose names are in Latin letters (product rules §5). */
export const LATIN_NAME_DOCUMENTS: readonly DocumentType[] = ['INT_PASSPORT', 'FOREIGN_PASSPORT'];

/** Age bounds on the departure date (product rules §D Booking): adult 12+, child 2–11, infant under 2. */
export const ADULT_MIN_AGE = 12;
export const CHILD_MIN_AGE = 2;
export const CHILD_MAX_AGE = ADULT_MIN_AGE - 1;

/** The ages of each passenger type in words, for the search's passenger picker. */
export const PASSENGER_AGE_HINTS: Record<PassengerType, string> = {
  ADULT: `${ADULT_MIN_AGE} лет и старше`,
  CHILD: `от ${CHILD_MIN_AGE} до ${CHILD_MAX_AGE} лет`,
  INFANTILE: `до ${CHILD_MIN_AGE} лет`,
};
