// `shared/search-progress`: the progress bar of a progressive search. Bundled by the areas with such
// searches (flights, tours), not loaded with the `shared` singleton on every page.
export { SearchProgress, type SearchProgressProps } from '../ui/search-progress';
