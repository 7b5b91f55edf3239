// The passenger form shared by booking (mf-avia) and saved passengers (mf-profile). A subpath of
// its own (`shared/passenger-form`) so react-hook-form and the transliteration table load only
// with the pages that show the form, never with the main `shared` barrel every page loads.
export * from './passenger-form-values';
export * from './form-resolver';
export * from './icao-spelling';
export * from './passenger-fields';
