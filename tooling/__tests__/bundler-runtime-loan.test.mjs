import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLER_RUNTIME_GLOBAL, BUNDLER_RUNTIME_REQUEST, bundlerRuntimeLoan, federationPluginDir } from '../federation-runtime/bundler-runtime-loan.mjs';
import { borrowBundlerRuntime, lendBundlerRuntime } from '../federation-runtime/bundler-runtime-loan-terms.mjs';

const loan = { globalName: BUNDLER_RUNTIME_GLOBAL, version: '2.9.2' };

/** The shell's `__webpack_require__.federation` as far as the loan reads it. */
function shellFederation() {
  return {
    bundlerRuntime: { consumes() {}, I() {}, S: { shellState: true }, installInitialConsumes() {}, init() {}, remotes() {} },
    attachShareScopeMap() {},
    instance: { name: 'shell' },
  };
}

describe('the bundler runtime loan', () => {
  it('gives each area the shell’s functions with state of its own', () => {
    const scope = {};
    const shell = shellFederation();
    lendBundlerRuntime(loan, shell, scope);
    const own = (/** @type {string} */ area) => ({ runtime: { area }, initContainerEntry: () => area });
    const avia = borrowBundlerRuntime(loan, scope, own('avia'));
    const tours = borrowBundlerRuntime(loan, scope, own('tours'));

    for (const name of ['consumes', 'I', 'installInitialConsumes', 'init', 'remotes']) {
      expect(avia.bundlerRuntime[name], name).toBe(shell.bundlerRuntime[name]);
    }
    expect(avia.attachShareScopeMap).toBe(shell.attachShareScopeMap);
    // what belongs to one container is not the shell's and not another area's
    expect(avia.bundlerRuntime.S).toEqual({});
    expect(avia.bundlerRuntime.S).not.toBe(tours.bundlerRuntime.S);
    expect(avia.bundlerRuntime).not.toBe(tours.bundlerRuntime);
    expect(avia.instance).toBeUndefined();
    expect(avia.bundlerRuntimeOptions).not.toBe(tours.bundlerRuntimeOptions);
    expect(/** @type {() => string} */ (avia.bundlerRuntime.initContainerEntry)()).toBe('avia');
    expect(tours.runtime).toEqual({ area: 'tours' });
    // the lender keeps its own state untouched
    expect(shell.bundlerRuntime.S).toEqual({ shellState: true });
  });

  it('refuses to start an area on a page without the shell’s loan', () => {
    expect(() => borrowBundlerRuntime(loan, {}, { runtime: {}, initContainerEntry() {} })).toThrow(
      `${BUNDLER_RUNTIME_GLOBAL} is missing: this remoteEntry.js starts only inside the shell's production page`,
    );
  });

  it('refuses a shell that lends another version', () => {
    const scope = {};
    lendBundlerRuntime({ ...loan, version: '2.10.0' }, shellFederation(), scope);
    expect(() => borrowBundlerRuntime(loan, scope, { runtime: {}, initContainerEntry() {} })).toThrow(
      'The shell lends federation bundler runtime 2.10.0; this area was built with 2.9.2 and must be rebuilt',
    );
  });

  it('is stamped with the installed bundler runtime’s version', () => {
    expect(bundlerRuntimeLoan().version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('replaces the very file the federation plugin imports (a moved file would quietly bring the copy back)', () => {
    const enhancedDir = federationPluginDir();
    const requireFromEnhanced = createRequire(path.join(enhancedDir, 'package.json'));
    const { default: FederationRuntimePlugin } = requireFromEnhanced(
      path.join(enhancedDir, 'dist', 'src', 'lib', 'container', 'runtime', 'FederationRuntimePlugin.js'),
    );
    const imported = new FederationRuntimePlugin({ name: 'area' }).bundlerRuntimePath;
    expect(imported).toMatch(BUNDLER_RUNTIME_REQUEST);
  });
});
