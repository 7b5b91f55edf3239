// Flight search, offers and orders as seen by both the front end and the API: the
// `/search/:searchString` codec and the request/response schemas of the flight calls. No React here.
export * from './search-limits';
export * from './search-string-codec';
export * from './flight-requests';
export * from './flight-responses';
export * from './api/popular-routes-schema';
