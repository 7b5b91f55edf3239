// The countries request; not exported from `shared/node`: the API has no use for the client.
export { getCountries } from './get-countries';
