// Flight search, offers and orders as seen by both the front end and the API: the
// `/search/:searchString` codec, the request/response schemas of the flight calls, the rules of the
// results list and the keyboard-layout reading of place queries. No React here.
export * from './search-string-codec';
export * from './flight-shapes';
export * from './search-contract';
export * from './order-contract';
export { cityCasesSchema, placePredictionSchema, placePredictionsSchema, type PlacePrediction } from './place-responses';
export * from './popular-routes-schema';
export { HOME_ROUTES_ORIGIN, routePageParam, readRoutePageParam } from './route-page-address';
export * from './result-rules';
export * from './keyboard-layout';
export * from './direction-label';
export * from './trip-route';
export * from './refund-contract';
export * from './exchange-contract';
