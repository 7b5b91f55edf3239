/* global __webpack_require__ */
// A federation runtime plugin of the shell's production build (bundler-runtime-loan.mjs). The federation
// entry calls it once, when the shell's federation runtime starts and before any area's remoteEntry.js
// can run, and it lends the shell's bundler runtime to the areas (bundler-runtime-loan-terms.mjs).
import { lendBundlerRuntime } from './bundler-runtime-loan-terms.mjs';

/** @param {import('./bundler-runtime-loan-terms.mjs').Loan} loan */
export default function lendBundlerRuntimePlugin(loan) {
  lendBundlerRuntime(loan, __webpack_require__.federation, globalThis);
  return { name: 'lend-bundler-runtime' };
}
