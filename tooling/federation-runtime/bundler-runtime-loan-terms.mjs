// The run-time half of the bundler runtime loan (bundler-runtime-loan.mjs has the build half): what the
// shell publishes and what an area makes of it. Plain functions of their inputs, so they are tested
// without a browser or a build.

/** The global the shell lends through. */
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';

/** The field of a manifest's `metaData` that says which side of the loan its build is on (skew-check.mjs reads it). */
export const LOAN_MANIFEST_FIELD = 'bundlerRuntimeLoan';

/**
 * @typedef {{ globalName: string, version: string }} Loan the terms both builds are stamped with
 * @typedef {{ bundlerRuntime: Record<string, unknown>, attachShareScopeMap?: unknown }} LenderFederation
 * @typedef {{ version: string, bundlerRuntime: Record<string, unknown>, attachShareScopeMap?: unknown }} Lent
 */

/**
 * The shell's side: publishes the functions of its bundler runtime (not its state) under the loan's name.
 * @param {Loan} loan @param {LenderFederation} federation the shell's `__webpack_require__.federation`
 * @param {Record<string, unknown>} scope globalThis
 */
export function lendBundlerRuntime(loan, federation, scope) {
  /** @type {Lent} */
  const lent = { version: loan.version, bundlerRuntime: federation.bundlerRuntime, attachShareScopeMap: federation.attachShareScopeMap };
  scope[loan.globalName] = lent;
}

/**
 * An area's side: what '@module-federation/webpack-bundler-runtime' would have been, from the shell's functions and this
 * area's state. Throws in words a developer can act on without a lender or with one of another version (the shell then
 * shows its fallback for the area).
 * @param {Loan} loan @param {Record<string, unknown>} scope globalThis
 * @param {{ runtime: unknown, initContainerEntry: unknown }} own what the area brings itself: its
 *   federation runtime API, and the container start-up the shell's build leaves out (it exposes nothing)
 */
export function borrowBundlerRuntime(loan, scope, own) {
  const lent = /** @type {Lent | undefined} */ (scope[loan.globalName]);
  if (!lent) throw new Error(`${loan.globalName} is missing: this remoteEntry.js starts only inside the shell's production page`);
  if (lent.version !== loan.version) {
    throw new Error(`The shell lends federation bundler runtime ${lent.version}; this area was built with ${loan.version} and must be rebuilt`);
  }
  return {
    runtime: own.runtime,
    instance: undefined,
    initOptions: undefined,
    // `S` is per container in the package too; the functions receive each container's webpack require
    bundlerRuntime: { ...lent.bundlerRuntime, S: {}, initContainerEntry: own.initContainerEntry },
    attachShareScopeMap: lent.attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}
