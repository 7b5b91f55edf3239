// `shared/standalone-area`: an area's own development page (`pnpm --filter mf-<area> dev`), never part of
// the platform's pages.
export { renderStandaloneArea } from '../federation/standalone-area';
