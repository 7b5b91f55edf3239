// Counts the files of the three walks of docs/architecture.md by import closure: every file reachable
// from the files each walk names through value imports (a barrel that only re-exports is passed
// through, not opened; type-only imports, CSS and libraries are not followed), an upper bound: it also
// opens the header, footer, telemetry and forms the walk never loads. Prints each walk's count per
// package and its package hops; `--files` lists the files. CI holds each walk under its ceiling
// (`walkCeilings`, tooling/__tests__/flow-walks.test.mjs).
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
// 139 and 103 since server rendering: /about's walk now takes the page server's path (tooling/page-render.mjs
// and the shell's static server), and every walk through `shared` the first screen's hand-over (server-answers.ts).
export const walkCeilings = { '/about': 139, login: 49, 'flight search': 103 };

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

/** The value imports of a file: [specifier, names or null for the whole module]. @param {string} text */
function importsOf(text) {
  /** @type {[string, string[] | null][]} */
  const found = [];
  const code = stripComments(text);
  for (const match of code.matchAll(/\bimport\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const [, typeOnly, clause, specifier] = match;
    if (typeOnly) continue;
    const braces = /\{([^}]*)\}/.exec(clause);
    const named = braces
      ? braces[1]
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part && !part.startsWith('type '))
          .map((part) => part.split(/\s+as\s+/)[0].trim())
      : [];
    const whole = /^\*|^[\w$]+\s*(,|$)/.test(clause.trim()) && !clause.trim().startsWith('{');
    if (whole) found.push([specifier, null]);
    else if (named.length > 0) found.push([specifier, named]);
  }
  for (const match of code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g)) {
    found.push([match[1] ?? match[2], null]);
  }
  for (const match of code.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) found.push([match[1], null]);
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

/** @param {string[]} seeds relative to the repository */
export function walk(seeds) {
  const opened = new Set();
  const queue = seeds.map((file) => path.join(root, file));
  while (queue.length > 0) {
    const file = queue.shift();
    if (opened.has(file)) continue;
    opened.add(file);
    if (file.endsWith('.json')) continue;
    for (const [specifier, names] of importsOf(readFileSync(file, 'utf8'))) {
      const target = specifier.startsWith('/') ? null : resolve(file, specifier);
      if (!target) continue;
      if (names === null) queue.push(target);
      else for (const name of names) queue.push(...definitionOf(target, name));
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
    console.log(`${name}: ${files.length} files (${[...perPackage].map((entry) => entry.join(' ')).join(', ')}), ${packageHops(seeds)} package hops`);
    if (values.files) for (const file of files) console.log(`  ${file}`);
  }
}
