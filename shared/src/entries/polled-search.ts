// `shared/polled-search`: the one polling hook of the progressive searches (flights, tours). Bundled
// by those two areas, not loaded with the `shared` singleton on every page.
export {
  usePolledSearch,
  SEARCH_NETWORK_RETRIES,
  SEARCH_RESTARTS,
  SEARCH_BUSY_RETRIES,
  searchBusyText,
  type SearchBusyRetry,
  type PolledSearch,
  type PolledSearchFailure,
  type PolledSearchSource,
  type SearchPage,
} from '../ui/progressive-search';
