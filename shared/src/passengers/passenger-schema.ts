import * as v from 'valibot';
import { DOCUMENT_TYPES, GENDERS, LATIN_NAME_DOCUMENTS, PASSENGER_TYPES, RUSSIAN_DOMESTIC_DOCUMENTS, type DocumentType } from './passenger-constants';
import { displayDateProblem, displayDateToIso, moscowTodayIso, type DisplayDateProblem } from '../format/dates';
import { passengerTypeDisagrees } from './passenger-dates';
import { PASSENGER_MESSAGES as M } from './passenger-messages';

/** One passenger as typed in the booking form and saved in the profile (product rules §5): the form and the API run this one schema. */
const CYRILLIC_NAME = /^[А-Яа-яЁё]+(?:[ -][А-Яа-яЁё]+)*$/;
const LATIN_NAME = /^[A-Za-z]+(?:[ -][A-Za-z]+)*$/;

export const DOCUMENT_NUMBER_PATTERNS: Record<DocumentType, RegExp> = {
  PASSPORT: /^\d{10}$/,
  INT_PASSPORT: /^\d{9}$/,
  // 1–4 roman-numeral letters, 1–2 Cyrillic letters, 6 digits (e.g. IVИК765123).
  BIRTH: /^[IVXLCDM]{1,4}[А-ЯЁ]{1,2}\d{6}$/,
  FOREIGN_PASSPORT: /^[A-Z0-9]{4,}$/,
};

const requiredText = v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required));
const optionalText = v.optional(v.pipe(v.string(M.required), v.trim()), '');
const DATE_PROBLEM_MESSAGES: Record<DisplayDateProblem, string> = { format: M.date, 'no-such-day': M.noSuchDate, 'too-early': M.dateTooEarly };

/** The message for a typed date that is not a usable one (31.02.2000 is in the format but no day), or null. */
export function displayDateMessage(text: string): string | null {
  const problem = displayDateProblem(text);
  return problem ? DATE_PROBLEM_MESSAGES[problem] : null;
}

// "Today" is read at each check, not once at load, so a page left open over midnight judges the new day.
const birthDate = v.pipe(
  v.string(M.required),
  v.trim(),
  v.nonEmpty(M.required),
  v.check(
    (text) => displayDateMessage(text) === null,
    (issue) => displayDateMessage(String(issue.input)) ?? M.date,
  ),
  v.check((text) => (displayDateToIso(text) ?? '') <= moscowTodayIso(), M.birthDateInFuture),
);

/**
 * Cross-field rules run only when the fields they read are valid (like partialCheck). A rawCheck runs even on a body
 * that is no object (`null`, `42`): its issue has no path, and reading its fields would throw (a 500 instead of a 400).
 */
function fieldsValid(dataset: { value: unknown; issues?: readonly v.BaseIssue<unknown>[] | undefined }, ...keys: string[]): boolean {
  if (typeof dataset.value !== 'object' || dataset.value === null || Array.isArray(dataset.value)) return false;
  return !(dataset.issues ?? []).some((issue) => !issue.path?.length || keys.includes(String(issue.path[0]?.key)));
}

export const passengerEntries = {
  passengerType: v.picklist(PASSENGER_TYPES, M.passengerType),
  gender: v.picklist(GENDERS, M.gender),
  lastName: requiredText,
  firstName: requiredText,
  middleName: optionalText,
  birthDate,
  citizenship: v.optional(v.pipe(v.string(M.citizenship), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, M.citizenship)), 'RU'),
  documentType: v.picklist(DOCUMENT_TYPES, M.documentType),
  documentNumber: requiredText,
  documentExpiryDate: optionalText,
};

const passengerObject = v.object(passengerEntries);
type PassengerInputShape = v.InferOutput<typeof passengerObject>;

type NameField = 'firstName' | 'middleName' | 'lastName';

function nameAlphabetMatches(documentType: DocumentType, name: string): boolean {
  if (name === '') return true;
  if (RUSSIAN_DOMESTIC_DOCUMENTS.includes(documentType)) return CYRILLIC_NAME.test(name);
  if (LATIN_NAME_DOCUMENTS.includes(documentType)) return LATIN_NAME.test(name);
  return true;
}

function nameMessage(documentType: DocumentType, field: NameField): string {
  return RUSSIAN_DOMESTIC_DOCUMENTS.includes(documentType) ? M.cyrillic[field] : M.latin[field];
}

/** A name check that reports its message in the alphabet of the chosen document. */
function nameRule(field: NameField) {
  return v.forward<PassengerInputShape, v.BaseIssue<unknown>, [NameField]>(
    v.rawCheck<PassengerInputShape>(({ dataset, addIssue }) => {
      if (!fieldsValid(dataset, 'documentType', field)) return;
      // Safe: the fields read here passed their own schemas (checked just above).
      const value = dataset.value as PassengerInputShape;
      const { documentType } = value;
      const name = value[field] ?? '';
      if (!nameAlphabetMatches(documentType, name)) addIssue({ message: nameMessage(documentType, field) });
    }),
    [field],
  );
}

export const passengerSchema = v.pipe(
  passengerObject,
  nameRule('lastName'),
  nameRule('firstName'),
  nameRule('middleName'),
  v.forward(
    v.partialCheck(
      [['documentType'], ['middleName']],
      (input) => !RUSSIAN_DOMESTIC_DOCUMENTS.includes(input.documentType) || (input.middleName ?? '') !== '',
      M.required,
    ),
    ['middleName'],
  ),
  v.forward(
    v.partialCheck(
      [['documentType'], ['documentExpiryDate']],
      (input) => RUSSIAN_DOMESTIC_DOCUMENTS.includes(input.documentType) || (input.documentExpiryDate ?? '') !== '',
      M.required,
    ),
    ['documentExpiryDate'],
  ),
  v.forward(
    v.partialCheck(
      [['documentExpiryDate']],
      (input) => (input.documentExpiryDate ?? '') === '' || displayDateMessage(input.documentExpiryDate ?? '') === null,
      (issue) => displayDateMessage((issue.input as PassengerInputShape).documentExpiryDate ?? '') ?? M.date,
    ),
    ['documentExpiryDate'],
  ),
  // Expired today is refused wherever a passenger is typed; the booking adds the stricter check against its last flight.
  v.forward(
    v.partialCheck(
      [['documentExpiryDate']],
      (input) => (displayDateToIso(input.documentExpiryDate ?? '') ?? '9999-12-31') >= moscowTodayIso(),
      M.documentExpired,
    ),
    ['documentExpiryDate'],
  ),
  v.forward<PassengerInputShape, v.BaseIssue<unknown>, ['documentNumber']>(
    v.rawCheck<PassengerInputShape>(({ dataset, addIssue }) => {
      if (!fieldsValid(dataset, 'documentType', 'documentNumber')) return;
      const { documentType, documentNumber } = dataset.value as PassengerInputShape;
      if (!DOCUMENT_NUMBER_PATTERNS[documentType].test(documentNumber)) {
        addIssue({ message: M.documentNumber[documentType] });
      }
    }),
    ['documentNumber'],
  ),
);

/** A saved passenger: the passenger schema with the type agreeing with today's age (the booking judges it again on its departure date). */
export const savedPassengerInputSchema = v.pipe(
  passengerSchema,
  v.forward(
    v.partialCheck(
      [['passengerType'], ['birthDate']],
      (input) => !passengerTypeDisagrees(input.passengerType, input.birthDate, moscowTodayIso()),
      (issue) => M.savedAge[(issue.input as PassengerInputShape).passengerType],
    ),
    ['birthDate'],
  ),
);

export type PassengerInput = v.InferInput<typeof passengerSchema>;
export type Passenger = v.InferOutput<typeof passengerSchema>;

/** First message per field, as `{ field: message }` (the API error's `error.fields` and the form's error display). */
export function passengerIssuesToFields(issues: readonly v.BaseIssue<unknown>[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
    const key = prefix + path;
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
