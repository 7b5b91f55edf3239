import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles } from '../import-circles.mjs';

// No import circle of more than five files in any package: a circle is
// read as one piece, and the API's flights once made one of 48 files through its module context type.
const repoRoot = path.join(import.meta.dirname, '..', '..');
const MAX_CIRCLE_FILES = 5;
const packages = ['api/src', 'shared/src', 'shell/src', 'mf-avia/src', 'mf-profile/src', 'mf-tours/src', 'mf-content/src', 'tooling', 'deploy', 'scripts'];

describe('import circles', () => {
  it.each(packages)('%s has none of more than five files', (folder) => {
    const circles = importCircles(path.join(repoRoot, folder));
    expect(circles.filter((circle) => circle.length > MAX_CIRCLE_FILES)).toEqual([]);
  });

  it('finds a circle through type imports, dynamic imports and .js specifiers, and nothing in a chain', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-circles-'));
    const files = {
      'a.ts': "import type { B } from './b.js';",
      'b.ts': "export { c } from './c';",
      'c.ts': "const a = () => import('./a.js');",
      'd.ts': "import './a';",
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    expect(importCircles(dir)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
