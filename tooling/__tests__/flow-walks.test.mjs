// The reader's walks of scripts/flow-walks.mjs stay real walks: a renamed, merged or moved file fails
// here until its walk is updated.
import { describe, expect, it } from 'vitest';
import { names, readerWalkCount, readerWalkProblems, readerWalks } from '../../scripts/flow-walks.mjs';

describe("the reader's walks of docs/architecture.md", () => {
  it('has the three walks of the docs', () => {
    expect(Object.keys(readerWalks)).toEqual(['/about', 'login', 'flight search']);
  });

  for (const [walk, entries] of Object.entries(readerWalks)) {
    it(`${walk}: every file exists, none repeats, and each is named by an earlier one or marked where a step starts`, () => {
      expect(readerWalkProblems(entries)).toEqual([]);
    });

    it(`${walk}: says why each file is opened`, () => {
      for (const entry of entries) expect(entry.why.trim(), entry.file).not.toBe('');
    });
  }

  it('counts files per package and a hop at each change of package', () => {
    const { files, perPackage, hops } = readerWalkCount([
      { file: 'mf-avia/src/pages.ts', why: 'a' },
      { file: 'shared/src/routes/route-table.ts', why: 'b' },
      { file: 'shared/src/routes/account-links.ts', why: 'c' },
      { file: 'mf-avia/src/home/home-page.tsx', why: 'd' },
    ]);
    expect({ files, perPackage: Object.fromEntries(perPackage), hops }).toEqual({ files: 4, perPackage: { 'mf-avia': 2, shared: 2 }, hops: 2 });
  });

  it('refuses a file no earlier one names, a repeated or missing file, and a start mark where an import leads', () => {
    const problems = readerWalkProblems([
      { file: 'shell/src/bootstrap.tsx', why: 'a' },
      { file: 'api/src/app.ts', why: 'not imported by the shell' },
      { file: 'shell/src/router/app-routes.tsx', start: true, why: 'imported by bootstrap.tsx' },
      { file: 'shell/src/bootstrap.tsx', why: 'again' },
      { file: 'shell/src/no-such-file.ts', why: 'missing' },
    ]);
    expect(problems).toEqual([
      'api/src/app.ts: no earlier file names it, and it is not marked start',
      'shell/src/router/app-routes.tsx: marked start, but an earlier file names it',
      'shell/src/bootstrap.tsx: listed twice',
      'shell/src/no-such-file.ts: no such file',
    ]);
  });

  it("follows type imports, dynamic imports, barrels, an area's pages and JSON read by its path", () => {
    // a type-only import
    expect(names('api/src/accounts/sign-in.ts', 'api/src/modules/api-module.ts')).toBe(true);
    // import('./bootstrap')
    expect(names('shell/src/index.ts', 'shell/src/bootstrap.tsx')).toBe(true);
    // a name of `shared` to the file defining it
    expect(names('shell/src/router/app-routes.tsx', 'shared/src/federation/remote-contract.ts')).toBe(true);
    // loadRemote of the area's ./pages
    expect(names('shell/src/remotes/remote-pages-loader.ts', 'mf-content/src/pages.ts')).toBe(true);
    // readShared('routes/route-table.json')
    expect(names('tooling/route-table.mjs', 'shared/src/routes/route-table.json')).toBe(true);
    expect(names('shell/src/bootstrap.tsx', 'shared/src/routes/route-table.ts')).toBe(false);
  });
});
