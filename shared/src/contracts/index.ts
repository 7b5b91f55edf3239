// What crosses the wire between the site and the API for accounts, pages, countries and
// errors: one valibot schema per rule, used by the forms and at the API edge. No React here.
export * from './messages';
export * from './error';
export * from './phone';
export * from './account';
export * from './pages';
export * from './countries';
export * from './request-conventions';
