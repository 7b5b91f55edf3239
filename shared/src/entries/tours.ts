// `shared/tours`: the tour contracts, links, wishlist hash and calls. Bundled by each area that uses
// them, not shared at run time (see entries/flights.ts).
export * from '../tours';
