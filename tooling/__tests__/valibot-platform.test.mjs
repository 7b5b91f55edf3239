// The narrowed valibot entry (shared-entries/valibot-platform.mjs) must offer every valibot function the
// front-end packages and the form resolver call, and only names valibot has.
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundledSourceFiles } from './bundled-sources.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const entryText = readFileSync(path.join(repoRoot, 'tooling', 'shared-entries', 'valibot-platform.mjs'), 'utf8');
const offered = new Set([...entryText.matchAll(/^ {2}(\w+),$/gm)].map((match) => match[1]));
const valibotDir = realpathSync(path.join(repoRoot, 'shared', 'node_modules', 'valibot'));
const valibot = await import(pathToFileURL(path.join(valibotDir, 'dist', 'index.mjs')).href);

/** What a file calls of valibot: `v.name` through `import * as v`, or named imports. Types are not in valibot's runtime. */
function calledNames(text) {
  const names = [];
  const namespace = /import\s+\*\s+as\s+(\w+)\s+from\s+['"]valibot['"]/.exec(text)?.[1];
  if (namespace) for (const match of text.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)`, 'g'))) names.push(match[1]);
  for (const match of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*['"]valibot['"]/g)) {
    for (const specifier of match[1].split(','))
      names.push(
        specifier
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '',
      );
  }
  return names.filter((name) => name in valibot);
}

describe('valibot platform entry', () => {
  it('offers every valibot function the front-end packages call', () => {
    const missing = bundledSourceFiles().flatMap((file) =>
      calledNames(readFileSync(file, 'utf8'))
        .filter((called) => !offered.has(called))
        .map((called) => `${path.relative(repoRoot, file)}: ${called}`),
    );
    expect(missing).toEqual([]);
  });

  it('offers what the form resolver calls (it imports valibot from the share scope too)', () => {
    const requireFromAvia = createRequire(path.join(repoRoot, 'mf-avia', 'package.json'));
    const resolverFile = requireFromAvia.resolve('@hookform/resolvers/valibot').replace(/valibot\.[^/\\]+$/, 'valibot.mjs');
    const called = [...readFileSync(resolverFile, 'utf8').matchAll(/import\s*\{([^}]+)\}\s*from\s*"valibot"/g)].flatMap((match) =>
      match[1].split(',').map((specifier) => specifier.trim().split(/\s+as\s+/)[0]),
    );
    expect(called.length).toBeGreaterThan(0);
    expect(called.filter((name) => !offered.has(name))).toEqual([]);
  });

  it('offers only functions valibot exports, and not the whole library', () => {
    expect(offered.size).toBeGreaterThan(20);
    expect([...offered].filter((name) => typeof valibot[name] !== 'function')).toEqual([]);
    expect(offered.size).toBeLessThan(Object.keys(valibot).length / 4);
  });
});
