// The one `shared` package every area imports (a federation singleton): one API client,
// one set of session atoms, one route table. Each folder has one owner; add exports there.
export * from './routes';
export * from './federation';
export * from './api-client';
export * from './session';
export * from './modals';
export * from './ui';
export * from './analytics';
export * from './format';
export * from './contracts';
export * from './accounts';
export * from './pages';
export * from './countries';
export * from './brand';
export * from './page-head';
// The request functions (one per API call) sit beside their schemas but are not in `shared/node`.
export * from './pages/api';
export * from './countries/api';
// Flights, passengers and tours are subpath entries (`shared/flights`, `shared/passengers`,
// `shared/tours`, src/entries/): stateless, so each bundle keeps only what it uses instead of every
// page loading all of them through this singleton.
// The first screen's data on the server and its hand-over to the browser: one context, one map (singleton).
export * from './server-render/server-answers';
export { HYDRATION_MISMATCH_NOTE } from './server-render/hydration-note';
