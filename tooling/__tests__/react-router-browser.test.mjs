// The narrowed react-router entry (shared-entries/react-router-browser.mjs) must offer every name the packages
// import from react-router or react-router-dom, no name none of them imports, and only names the real build has.
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundledSourceFiles } from './bundled-sources.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const entryText = readFileSync(path.join(repoRoot, 'tooling', 'shared-entries', 'react-router-browser.mjs'), 'utf8');
const offered = new Set([...entryText.matchAll(/^ {2}(\w+),$/gm)].map((match) => match[1]));

/** Value names imported from react-router(-dom): `import type` and inline `type X` are types only. */
function importedNames(file) {
  const text = readFileSync(file, 'utf8');
  const names = [];
  for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'react-router(?:-dom)?'/g)) {
    if (match[1]) continue;
    for (const specifier of match[2].split(',')) {
      const name = specifier
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('react-router browser entry', () => {
  it('offers every react-router name the packages import', () => {
    const missing = bundledSourceFiles().flatMap((file) =>
      importedNames(file)
        .filter((imported) => !offered.has(imported))
        .map((imported) => `${path.relative(repoRoot, file)}: ${imported}`),
    );
    expect(missing).toEqual([]);
  });

  it('offers only names some package imports: each one offered is kept on every page, used or not', () => {
    const imported = new Set(bundledSourceFiles().flatMap((file) => importedNames(file)));
    expect([...offered].filter((name) => !imported.has(name))).toEqual([]);
  });

  it('offers only names the production build of react-router exports', async () => {
    const routerDom = realpathSync(path.join(repoRoot, 'shell', 'node_modules', 'react-router-dom'));
    const routerDir = path.dirname(createRequire(path.join(routerDom, 'package.json')).resolve('react-router/package.json'));
    const production = await import(pathToFileURL(path.join(routerDir, 'dist', 'production', 'index.mjs')).href);
    expect(offered.size).toBeGreaterThan(5);
    expect([...offered].filter((name) => !(name in production))).toEqual([]);
  });

  it("offers of the data router only what the shell needs to discover the areas' routes at run time", () => {
    const dataRouterNames = [
      'createBrowserRouter',
      'createHashRouter',
      'RouterProvider',
      'useLoaderData',
      'useActionData',
      'useRouteError',
      'useMatches',
      'useBlocker',
      'useNavigation',
      'useFetcher',
      'useRevalidator',
      'UNSAFE_DataRouterContext',
    ];
    expect(dataRouterNames.filter((name) => offered.has(name))).toEqual(['createBrowserRouter', 'RouterProvider', 'useMatches']);
  });
});
