import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The one-bundle yardstick of the performance lab (tooling/bench/build-one-bundle.mjs) swaps the shell's
// remote loader and registry for plain lazy imports. A stand-in that misses an export the shell imports
// builds without a warning and breaks only in the browser (the lab then waits for a page that never
// comes), so the two sides must offer the same names.
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const standIns = [
  ['shell/src/remotes/remote-pages-loader.ts', '../bench/one-bundle-pages.mjs'],
  ['shell/src/remotes/remote-registry.ts', '../bench/one-bundle-registry.mjs'],
];

/** The runtime exports of a TypeScript module (functions, classes, constants; not types). @param {string} file */
function runtimeExportsOf(file) {
  const source = readFileSync(path.join(repoRoot, file), 'utf8');
  return [...source.matchAll(/^export (?:async )?(?:function\*? |class |const |let )(\w+)/gm)].map((match) => match[1]).sort();
}

describe('the one-bundle stand-ins', () => {
  it.each(standIns)('%s and its stand-in export the same names', async (real, standIn) => {
    const offered = Object.keys(await import(standIn)).sort();
    expect(offered).toEqual(runtimeExportsOf(real));
  });
});
