// `shared/skip-link`: the link seen only on focus that skips a run of controls. Bundled by the shell
// (past the header) and by the flights area (past the results' filters).
export { SkipLink } from '../ui/skip-link';
