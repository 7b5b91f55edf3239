// What webpack gives the loan's two run-time modules (bundler-runtime-loan.mjs): the aliases of an
// area's build, the loan's terms (DefinePlugin), and the shell's webpack require.
declare module 'federation-runtime-of-this-build';
declare module 'federation-init-container-entry' {
  export const initContainerEntry: (options: unknown) => unknown;
}
declare const FEDERATION_BUNDLER_RUNTIME_LOAN: import('./bundler-runtime-loan-terms.mjs').Loan;
declare const __webpack_require__: { federation: import('./bundler-runtime-loan-terms.mjs').LenderFederation };
