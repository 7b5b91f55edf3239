// Lint rules shared by every Node package (eslint-config.mjs).
export { nodePackage as default } from './eslint-config.mjs';
