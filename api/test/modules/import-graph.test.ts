import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
/** The core: what every feature builds on. Every other folder of src/ is a feature. */
const CORE = ['app.ts', 'server.ts', 'logger.ts', 'http', 'config', 'db', 'modules', 'auth', 'mail', 'jobs'];
/** The one core file that names the features: the module registry. */
const REGISTRY = 'modules/all-modules.ts';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.ts$/.test(name) ? [full] : [];
  });

const topFolderOf = (file: string) => path.relative(SRC, file).split(path.sep)[0]!;

/** Relative imports, static or dynamic, resolved to the top entry of src/ they land in. */
function importedTopFolders(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => topFolderOf(path.resolve(path.dirname(file), specifier)));
}

describe('the API core imports no feature', () => {
  const features = readdirSync(SRC).filter((name) => !CORE.includes(name) && statSync(path.join(SRC, name)).isDirectory());
  const coreFiles = CORE.flatMap((entry) => (entry.endsWith('.ts') ? [path.join(SRC, entry)] : filesUnder(path.join(SRC, entry))));

  it('reads the real tree', () => {
    expect(features).toEqual(expect.arrayContaining(['accounts', 'flights', 'tours', 'pages']));
    expect(coreFiles.length).toBeGreaterThan(20);
    expect(importedTopFolders(path.join(SRC, REGISTRY))).toEqual(expect.arrayContaining(['accounts', 'flights', 'tours']));
  });

  it('nothing in app.ts, server.ts, logger.ts, http, config, db, modules, auth, mail or jobs imports a feature folder, except the module registry', () => {
    const upward = coreFiles
      .filter((file) => path.relative(SRC, file) !== REGISTRY)
      .flatMap((file) =>
        importedTopFolders(file)
          .filter((folder) => features.includes(folder))
          .map((folder) => `${path.relative(SRC, file)} → ${folder}/`),
      );
    expect(upward).toEqual([]);
  });
});
