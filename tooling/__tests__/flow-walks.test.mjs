// The three walks of docs/architecture.md, counted by import closure, stay under their ceilings.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { walk, walkCeilings, walks } from '../../scripts/flow-walks.mjs';

const root = path.join(import.meta.dirname, '../..');

describe('the walks of docs/architecture.md by import closure', () => {
  it('has a ceiling for each of the three walks', () => {
    expect(Object.keys(walks)).toEqual(['/about', 'login', 'flight search']);
    expect(Object.keys(walkCeilings)).toEqual(Object.keys(walks));
  });

  for (const [name, seeds] of Object.entries(walks)) {
    it(`${name}: starts from files that exist and reaches at most ${walkCeilings[name]} files`, () => {
      for (const seed of seeds) expect(existsSync(path.join(root, seed)), seed).toBe(true);
      expect(walk(seeds).length).toBeLessThanOrEqual(walkCeilings[name]);
    });
  }

  it('follows dynamic imports and names through barrels to the file that defines them, not type-only imports', () => {
    const reached = walk(['shell/src/index.ts']);
    // import('./bootstrap')
    expect(reached).toContain('shell/src/bootstrap.tsx');
    // a name of `shared` to the file defining it
    expect(reached).toContain('shared/src/federation/remote-contract.ts');
    // `import type { ModuleContext }` only: not followed
    expect(walk(['api/src/accounts/sign-in.ts'])).not.toContain('api/src/modules/api-module.ts');
  });

  it('leaves a lazy chunk (an import() webpack does not keep eager) to the walk that asks for lazy chunks too', () => {
    const seeds = walks['flight search'];
    for (const lazyFile of ['mf-avia/src/search-form/multi-city-legs.tsx', 'mf-avia/src/results/offer-request.ts', 'shared/src/flights/order-contract.ts']) {
      expect(walk(seeds)).not.toContain(lazyFile);
      expect(walk(seeds, { lazy: true })).toContain(lazyFile);
    }
  });
});
