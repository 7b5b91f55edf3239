// The source files the front-end bundles are built from, for the tests that check what the packages
// import (the narrowed shared entries, the runtime parts the shell leaves out).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** The packages whose sources go into the browser bundles. */
export const frontEndPackages = ['shell', 'mf-avia', 'mf-profile', 'mf-tours', 'mf-content', 'shared'];

/** @param {string} dir @returns {string[]} */
function sourceFilesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__tests__' || name === 'node_modules' || name === 'testing' ? [] : sourceFilesUnder(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every TypeScript file of the front-end packages' `src` but their tests and test kits, as absolute paths. */
export function bundledSourceFiles() {
  return frontEndPackages.flatMap((name) => sourceFilesUnder(path.join(repoRoot, name, 'src')));
}
