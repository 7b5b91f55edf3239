// What both the API (through `shared/node`) and the front end use: schemas, constants, links, hash.
export * from './tour-constants';
export * from './tour-requests';
export * from './tour-responses';
export * from './tour-links';
export * from './tour-hash';
