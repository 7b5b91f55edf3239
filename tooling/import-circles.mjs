// Import circles in a package's source: the strongly connected components of its relative imports
// (static, dynamic and type-only alike: a type import ties two files as tightly for a reader), so CI can
// hold every circle to a few files (tooling/__tests__/import-circles.test.mjs). Dependency-free.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

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
  const edges = new Map(files.map((file) => [file, importsOf(file).filter((target) => known.has(target))]));
  // Tarjan's strongly connected components, iteratively (deep trees would overflow a recursion)
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const circles = [];
  for (const root of files) {
    if (index.has(root)) continue;
    /** @type {Array<{ file: string, next: number }>} */
    const work = [{ file: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter);
    counter += 1;
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = /** @type {{ file: string, next: number }} */ (work.at(-1));
      const targets = edges.get(frame.file) ?? [];
      if (frame.next < targets.length) {
        const target = /** @type {string} */ (targets[frame.next]);
        frame.next += 1;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file), index.get(target)));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.file, Math.min(low.get(parent.file), low.get(frame.file)));
      if (low.get(frame.file) === index.get(frame.file)) {
        const component = [];
        let member;
        do {
          member = /** @type {string} */ (stack.pop());
          onStack.delete(member);
          component.push(path.relative(dir, member));
        } while (member !== frame.file);
        if (component.length > 1) circles.push(component.sort());
      }
    }
  }
  return circles.sort((a, b) => b.length - a.length);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const dir of process.argv.slice(2)) {
    const circles = importCircles(path.resolve(dir));
    console.log(`${dir}: ${circles.length === 0 ? 'no circle' : circles.map((circle) => `${circle.length} (${circle.join(', ')})`).join('; ')}`);
  }
}
