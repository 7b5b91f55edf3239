// `shared/flights`: the flight search codec, the flights contracts, how a flight reads on every page
// and one request function per flights call. Not part of the federation singleton `shared`: each
// bundle keeps only what it uses (docs/architecture.md, "What is shared"); the API client they call is the singleton's.
export * from '../flights';
export * from '../flights/flight-format';
export * from '../flights/api';
