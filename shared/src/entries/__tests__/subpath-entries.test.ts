import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The subpath entries are bundled into every package that imports them, not shared at run time
// (shared/README.md). A relative import from them into a folder that holds state would bundle a
// second API client, session or modal atom beside the singleton's, and split that state.
const srcDir = path.resolve(import.meta.dirname, '..', '..');
const packageJson = JSON.parse(readFileSync(path.join(srcDir, '..', 'package.json'), 'utf8')) as { exports: Record<string, string> };
const statefulFolders = ['api-client', 'session', 'modals', 'analytics'];
/** Entries that are bundled per package (everything but the singleton, the API's and the tests'). */
const bundledEntries = Object.entries(packageJson.exports).filter(
  ([name]) =>
    !['.', './node', './testing', './testing/passengers', './testing/search-params', './routes', './storage-keys', './federation-contract'].includes(name),
);

function resolveRelative(from: string, request: string): string | undefined {
  const base = path.resolve(path.dirname(from), request);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, path.join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** Every source file an entry reaches through relative imports, and the package names it imports. */
function reachableFrom(entry: string) {
  const files = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file) || !/\.(tsx?|js)$/.test(file)) continue;
    files.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.{1,2}\/[^']+)'/g)) {
      const resolved = resolveRelative(file, match[1]!);
      if (resolved) queue.push(resolved);
    }
  }
  return [...files];
}

describe('subpath entries of shared', () => {
  it('are declared', () => {
    expect(bundledEntries.map(([name]) => name)).toEqual(
      expect.arrayContaining(['./flights', './passengers', './tours', './lazy-image', './infinite-loader', './passenger-form']),
    );
  });

  it.each(bundledEntries)('%s reaches state only through the package name, never a relative path', (_name, file) => {
    const reached = reachableFrom(path.resolve(srcDir, '..', file)).map((reachedFile) => path.relative(srcDir, reachedFile));
    expect(reached.length).toBeGreaterThan(0);
    expect(reached.filter((reachedFile) => statefulFolders.includes(reachedFile.split(path.sep)[0]!))).toEqual([]);
  });
});
