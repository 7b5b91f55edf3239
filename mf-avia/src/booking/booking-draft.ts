import * as v from 'valibot';
import { readStoredJson, removeStored, writeStored } from 'shared';
import type { BookingFormValues } from './booking-form-values';

/**
 * What was typed on the booking page survives a reload and the login round trip: a draft per offer and per search (a
 * new offer of the same search starts from it) in session storage only, as document numbers are personal data. A draft
 * remembers which account typed it, so the next account in the tab never sees it; one typed signed out follows into the account.
 */
const DRAFT_PREFIX = 'avia:booking-draft:';
const keysOf = (offerId: string, searchString: string) => [`${DRAFT_PREFIX}offer:${offerId}`, `${DRAFT_PREFIX}search:${searchString}`];

const draftValuesSchema = v.object({
  passengers: v.array(
    v.object({
      passengerType: v.picklist(['ADULT', 'CHILD', 'INFANTILE']),
      gender: v.picklist(['m', 'f', '']),
      lastName: v.string(),
      firstName: v.string(),
      middleName: v.string(),
      birthDate: v.string(),
      citizenship: v.string(),
      documentType: v.picklist(['PASSPORT', 'INT_PASSPORT', 'BIRTH', 'FOREIGN_PASSPORT']),
      documentNumber: v.string(),
      documentExpiryDate: v.string(),
    }),
  ),
  contacts: v.object({ email: v.string(), phone: v.string() }),
  savePassenger: v.array(v.boolean()),
});
/** `owner`: the account signed in when it was written, null when signed out. */
const draftSchema = v.object({ owner: v.nullable(v.string()), values: draftValuesSchema });

/** Whose draft may be shown: one written signed out, or by the account signed in now. */
const visibleTo = (owner: string | null, userId: string | null) => owner === null || owner === userId;

/** The draft of this offer, or null when there is none or it does not fit the offer's passengers. */
export function readBookingDraft(offerId: string, searchString: string, expectedTypes: readonly string[], userId: string | null): BookingFormValues | null {
  for (const key of keysOf(offerId, searchString)) {
    const draft = readDraft(key, expectedTypes, userId);
    if (draft) return draft;
  }
  return null;
}

/** True when something typed for this search is kept (said on the expired-offer view). */
export function hasBookingDraft(searchString: string, userId: string | null): boolean {
  const draft = parseDraft(`${DRAFT_PREFIX}search:${searchString}`);
  return draft !== null && visibleTo(draft.owner, userId);
}

function parseDraft(key: string): v.InferOutput<typeof draftSchema> | null {
  // a draft written by hand or by an older page reads as none
  return readStoredJson(key, draftSchema, 'session');
}

function readDraft(key: string, expectedTypes: readonly string[], userId: string | null): BookingFormValues | null {
  const draft = parseDraft(key);
  if (!draft || !visibleTo(draft.owner, userId)) return null;
  const types = draft.values.passengers.map((passenger) => passenger.passengerType);
  if (types.length !== expectedTypes.length || types.some((type, index) => type !== expectedTypes[index])) return null;
  return draft.values as BookingFormValues;
}

export function writeBookingDraft(offerId: string, searchString: string, values: BookingFormValues, userId: string | null): void {
  // storage full or disabled: the form still holds everything; only a reload would lose it
  const text = JSON.stringify({ owner: userId, values });
  for (const key of keysOf(offerId, searchString)) writeStored(key, text, 'session');
}

export function clearBookingDraft(offerId: string, searchString: string): void {
  for (const key of keysOf(offerId, searchString)) removeStored(key, 'session');
}
