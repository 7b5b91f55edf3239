// Lint rules shared by every Node package (tooling/eslint-config.mjs).
export { nodePackage as default } from 'tooling/eslint-config.mjs';
