// Import circles in a package's source: the strongly connected components of its relative imports
// (static, dynamic and type-only alike: a type import ties two files as tightly for a reader), so CI can
// hold every circle to a few files (tooling/__tests__/import-circles.test.mjs). The components: tarjan-graph.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import tarjanGraph from 'tarjan-graph';

// a CommonJS build with `exports.default`: Node's import gives its module.exports, vitest's the class
const Graph = /** @type {{ default?: typeof tarjanGraph }} */ (tarjanGraph).default ?? tarjanGraph;

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST = /(^|\/)(__tests__|test)\/|\.test\.|\.d\.ts$|\.d\.mts$/;

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(full).isDirectory() ? sourceFiles(full) : SOURCE.test(name) && !TEST.test(full) ? [full] : [];
  });
}

/** The file a relative specifier lands on (`./x.js` written for `./x.ts`, a folder's index), or undefined. @param {string} from @param {string} specifier */
function resolved(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${stem}.js`, `${stem}.mjs`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** @param {string} file @returns {string[]} */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => /** @type {string} */ (match[1]));
  return specifiers.map((specifier) => resolved(file, specifier)).filter((target) => target !== undefined);
}

/**
 * Every circle of more than one file under `dir`, each as its files relative to `dir`, largest first.
 * @param {string} dir
 * @returns {string[][]}
 */
export function importCircles(dir) {
  const files = sourceFiles(dir);
  const known = new Set(files);
  const graph = new Graph();
  for (const file of files)
    graph.add(
      file,
      importsOf(file).filter((target) => known.has(target)),
    );
  return graph
    .getStronglyConnectedComponents()
    .filter((component) => component.length > 1)
    .map((component) => component.map((vertex) => path.relative(dir, vertex.name)).sort())
    .sort((a, b) => b.length - a.length);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const dir of process.argv.slice(2)) {
    const circles = importCircles(path.resolve(dir));
    console.log(`${dir}: ${circles.length === 0 ? 'no circle' : circles.map((circle) => `${circle.length} (${circle.join(', ')})`).join('; ')}`);
  }
}
