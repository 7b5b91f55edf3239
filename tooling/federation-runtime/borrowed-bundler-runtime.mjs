/* global FEDERATION_BUNDLER_RUNTIME_LOAN */
// What an area's production build gets wherever its federation entry imports
// '@module-federation/webpack-bundler-runtime' (bundler-runtime-loan.mjs): the same exports, made of
// the shell's functions and this area's own state (bundler-runtime-loan-terms.mjs).
import * as runtime from 'federation-runtime-of-this-build';
import { initContainerEntry } from 'federation-init-container-entry';
import { borrowBundlerRuntime } from './bundler-runtime-loan-terms.mjs';

const federation = borrowBundlerRuntime(FEDERATION_BUNDLER_RUNTIME_LOAN, globalThis, { runtime, initContainerEntry });

export const { bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions, instance, initOptions } = federation;
export { runtime };
export default federation;
