// Counts the files of the three walks of docs/architecture.md by import closure: every file reachable from a walk's files through
// value imports (re-export-only barrels passed through; types, CSS and libraries not followed), an upper bound. A lazy chunk
// (`import()` not in webpack's "eager" mode) loads when the traveller reaches for it, so it is counted apart. Prints each walk's
// count per package, lazy files and package hops (`--files`: the files); CI holds each under `walkCeilings`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { commandLineOrExit } from '../tooling/command-line.mjs';

const root = path.join(import.meta.dirname, '..');

/** Each walk starts from the files its steps in docs/architecture.md name. */
export const walks = {
  '/about': [
    'tooling/serve-static.mjs',
    'shell/src/index.html',
    'shell/src/boot/before-bundle.js',
    'shell/src/index.ts',
    'mf-content/src/pages.ts',
    'api/src/pages/pages-module.ts',
  ],
  login: ['shell/src/frame/header/profile-entry.tsx', 'shell/src/frame/auth/auth-modal.tsx', 'api/src/accounts/login-routes.ts'],
  'flight search': ['mf-avia/src/search-form/search-form.tsx', 'mf-avia/src/results/search-page.tsx', 'api/src/flights/search/search-routes.ts'],
};

/** The most files each walk may reach: a walk that grows past it fails CI until it is cut back or the ceiling is argued up. */
// 07.12.2026, lazy chunks counted apart: 118/38/72 on the loads branch; 127/38/78 with server rendering
// (/about walks the page server's path too: tooling/page-render.mjs) and the page heads (shared/src/page-head);
// /about 130 with hydration (the providers both sides share, the hydrating start and its console note);
// login 37 when the early script's session check retired (its request file).
export const walkCeilings = { '/about': 130, login: 37, 'flight search': 78 };

const sourceExtensions = ['.ts', '.tsx', '.mjs', '.js', '.json'];

/** @param {string} file absolute, without extension or a folder */
function withExtension(file) {
  if (existsSync(file) && statSync(file).isFile()) return file;
  for (const extension of sourceExtensions) if (existsSync(file + extension)) return file + extension;
  const stripped = file.replace(/\.(js|mjs)$/, '');
  if (stripped !== file) for (const extension of ['.ts', '.tsx']) if (existsSync(stripped + extension)) return stripped + extension;
  for (const extension of sourceExtensions) if (existsSync(path.join(file, 'index' + extension))) return path.join(file, 'index' + extension);
  return null;
}

/** The repository's own file an import names, or null for a library. @param {string} from @param {string} specifier */
function resolve(from, specifier) {
  if (specifier.startsWith('.')) return withExtension(path.resolve(path.dirname(from), specifier));
  const [packageName, ...rest] = specifier.split('/');
  const packageDir = path.join(root, packageName);
  if (!existsSync(path.join(packageDir, 'package.json'))) return null;
  const exports = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).exports;
  const subpath = rest.length > 0 ? `./${rest.join('/')}` : '.';
  const target = typeof exports === 'object' && exports !== null ? exports[subpath] : undefined;
  if (typeof target === 'string') return withExtension(path.join(packageDir, target));
  return withExtension(path.join(packageDir, ...rest));
}

/** @param {string} text */
const stripComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** The value names of an import or export list (`{ a, b as c, type D }` → a, b). @param {string} list */
const namesIn = (list) =>
  list
    .replace(/[{}]/g, '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0].trim());

/**
 * The value imports of a file: [specifier, names or null for the whole module, lazy]. An `import()`
 * in webpack's "eager" mode stays in its chunk, so it counts as a static import.
 * @param {string} text
 */
function importsOf(text) {
  /** @type {[string, string[] | null, boolean][]} */
  const found = [];
  const code = stripComments(text.replace(/\/\*[^*]*webpackMode:\s*"eager"[^]*?\*\//g, '"eager",'));
  for (const match of code.matchAll(/\bimport\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const [, typeOnly, clause, specifier] = match;
    if (typeOnly) continue;
    const braces = /\{([^}]*)\}/.exec(clause);
    const named = braces ? namesIn(braces[0]) : [];
    const whole = /^\*|^[\w$]+\s*(,|$)/.test(clause.trim()) && !clause.trim().startsWith('{');
    if (whole) found.push([specifier, null, false]);
    else if (named.length > 0) found.push([specifier, named, false]);
  }
  for (const match of code.matchAll(/\bimport\s*\(\s*("eager",\s*)?['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g)) {
    found.push([match[2] ?? match[3], null, match[2] !== undefined && match[1] === undefined]);
  }
  for (const match of code.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) found.push([match[1], null, false]);
  return found.filter(([specifier]) => !/\.css$/.test(specifier));
}

/** Where a name exported by `file` is defined: the file itself, or through its re-exports. @param {string} file @param {string} name */
function definitionOf(file, name) {
  const found = definitionThrough(file, name, new Set());
  // defined locally and exported by a list (`export { name }`): the file itself
  return found.length > 0 ? found : [file];
}

/** @param {string} file @param {string} name @param {Set<string>} seen */
function definitionThrough(file, name, seen) {
  if (seen.has(file)) return [];
  seen.add(file);
  const code = stripComments(readFileSync(file, 'utf8'));
  const local =
    name === 'default'
      ? /export\s+default\b/
      : new RegExp(`export\\s+(declare\\s+)?(async\\s+)?(function\\*?|const|let|class|interface|type|enum)\\s+${name}\\b`);
  if (local.test(code)) return [file];
  for (const match of code.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const names = match[2].split(',').map((part) => part.trim().replace(/^type\s+/, ''));
    const entry = names.find(
      (part) =>
        part
          .split(/\s+as\s+/)
          .at(-1)
          .trim() === name,
    );
    if (entry) {
      const target = resolve(file, match[3]);
      return target ? definitionOf(target, entry.split(/\s+as\s+/)[0].trim()) : [];
    }
  }
  for (const match of code.matchAll(/export\s+\*\s+from\s*['"]([^'"]+)['"]/g)) {
    const target = resolve(file, match[1]);
    const defined = target ? definitionThrough(target, name, seen) : [];
    if (defined.length > 0) return defined;
  }
  return /export\s*\{[^}]*\}(?!\s*from)/.test(code) && new RegExp(`\\b${name}\\b`).test(code) ? [file] : [];
}

/**
 * The files a walk loads: from its seeds through static imports, and through lazy ones too with `lazy`.
 * @param {string[]} seeds relative to the repository
 */
export function walk(seeds, { lazy = false } = {}) {
  const opened = new Set();
  /** Modules a lazy chunk imports whole (`import('./x')`): what they re-export is in the chunk too. */
  const whole = new Set();
  const queue = seeds.map((file) => path.join(root, file));
  while (queue.length > 0) {
    const file = queue.shift();
    if (opened.has(file)) continue;
    opened.add(file);
    if (file.endsWith('.json')) continue;
    const text = readFileSync(file, 'utf8');
    const reexports = whole.has(file) ? [...stripComments(text).matchAll(/\bexport\s+(\*|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/g)] : [];
    const imports = [...importsOf(text), ...reexports.map((match) => [match[2], match[1] === '*' ? null : namesIn(match[1]), false])];
    for (const [specifier, names, lazyImport] of imports) {
      const target = specifier.startsWith('/') || (lazyImport && !lazy) ? null : resolve(file, specifier);
      if (!target) continue;
      if (names === null) {
        if (lazyImport) whole.add(target);
        queue.push(target);
      } else for (const name of names) queue.push(...definitionOf(target, name));
    }
  }
  return [...opened].map((file) => path.relative(root, file)).sort();
}

/** @param {string[]} seeds */
export function packageHops(seeds) {
  // a hop: an import from a file of one package to a file of another
  let hops = 0;
  const files = walk(seeds);
  for (const file of files) {
    if (file.endsWith('.json')) continue;
    const own = file.split('/')[0];
    const targets = new Set();
    for (const [specifier, names] of importsOf(readFileSync(path.join(root, file), 'utf8'))) {
      const target = specifier.startsWith('/') ? null : resolve(path.join(root, file), specifier);
      if (!target) continue;
      const defined = names === null ? [target] : names.flatMap((name) => definitionOf(target, name));
      for (const definition of defined) targets.add(path.relative(root, definition).split('/')[0]);
    }
    targets.delete(own);
    hops += targets.size;
  }
  return hops;
}

if (process.argv[1] === import.meta.filename) {
  const { values } = commandLineOrExit({ files: { type: 'boolean' } }, 'usage: node scripts/flow-walks.mjs [--files]');
  for (const [name, seeds] of Object.entries(walks)) {
    const files = walk(seeds);
    /** @type {Map<string, number>} */
    const perPackage = new Map();
    for (const file of files) perPackage.set(file.split('/')[0], (perPackage.get(file.split('/')[0]) ?? 0) + 1);
    const lazyFiles = walk(seeds, { lazy: true }).length - files.length;
    const counts = [...perPackage].map((entry) => entry.join(' ')).join(', ');
    console.log(`${name}: ${files.length} files (${counts}), ${lazyFiles} more in lazy chunks, ${packageHops(seeds)} package hops`);
    if (values.files) for (const file of files) console.log(`  ${file}`);
  }
}
