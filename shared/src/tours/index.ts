// Tours (docs/product-rules.md §3, §7): the schemas of the tour calls, links and the wishlist
// hash (tours-contract), and one request function per call (api/). No React here.
export * from './tours-contract';
export * from './api';
