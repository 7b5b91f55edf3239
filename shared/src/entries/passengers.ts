// `shared/passengers`: the passenger rules and schemas (docs/product-rules.md §5) and the saved
// passengers calls. Bundled by each area that uses them, not shared at run time (see entries/flights.ts).
export * from '../passengers';
export * from '../passengers/api';
