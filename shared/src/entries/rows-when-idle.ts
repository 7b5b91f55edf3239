// `shared/rows-when-idle`: how many rows of a long list to draw, the first screen at once and the
// rest when idle. Bundled by the areas with such lists (flights, tours), not loaded with the
// `shared` singleton on every page.
export { useRowsWhenIdle } from '../ui/progressive-search';
