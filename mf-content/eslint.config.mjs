// Lint rules shared by every front-end package (tooling/eslint-config.mjs).
export { reactPackage as default } from 'tooling/eslint-config.mjs';
