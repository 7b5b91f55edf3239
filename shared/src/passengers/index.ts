// Passengers and their documents (product rules §3–§5): vocabularies, the default document rule and the
// one validation schema used by the booking form, the profile and the API edge. No React here.
export * from './passenger-constants';
export * from './passenger-messages';
export * from './passenger-dates';
export * from './default-document';
export * from './passenger-schema';
export * from './booking-passenger-rules';
