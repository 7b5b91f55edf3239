// The one Prettier setup of the workspace (the root package.json points here), matching how the
// code is already written: single quotes, semicolons, trailing commas, long lines (up to 160).
/** @type {import('prettier').Config} */
export default {
  singleQuote: true,
  semi: true,
  trailingComma: 'all',
  printWidth: 160,
  arrowParens: 'always',
  endOfLine: 'lf',
};
