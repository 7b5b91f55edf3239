// The shell's runtime core gets federation-runtime/no-snapshot-handler.mjs for its snapshot handler.
// That holds only while the core uses the handler as the stand-in assumes: the core constructs it, the
// rest reads `hooks`, `manifestCache` and (for preloading) `loadRemoteSnapshotInfo`, and no page preloads
// through the runtime. A new version of the core that uses it otherwise fails here, not in a page.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SnapshotHandler } from '../federation-runtime/no-snapshot-handler.mjs';
import { federationPluginDir } from '../federation-runtime/bundler-runtime-loan.mjs';
import { bundledSourceFiles } from './bundled-sources.mjs';

const runtimeCoreDist = path.dirname(
  createRequire(createRequire(path.join(federationPluginDir(), 'package.json')).resolve('@module-federation/runtime-tools')).resolve(
    '@module-federation/runtime-core',
  ),
);

/** @param {string} dir @returns {string[]} */
function files(dir, pattern) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file, pattern) : pattern.test(name) ? [file] : [];
  });
}

describe('the stand-in snapshot handler of the shell', () => {
  it('replaces what the runtime core constructs, and only that', () => {
    const core = readFileSync(path.join(runtimeCoreDist, 'core.js'), 'utf8');
    expect(core).toMatch(/import \{ SnapshotHandler \} from "\.\/plugins\/snapshot\/SnapshotHandler\.js";/);
    expect(core).toMatch(/new SnapshotHandler\(this\)/);
  });

  it('has every member the rest of the core reads', () => {
    const outside = files(runtimeCoreDist, /\.js$/).filter((file) => !file.includes(`${path.sep}plugins${path.sep}snapshot${path.sep}`));
    const members = new Set(outside.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/snapshotHandler\.(\w+)/g)].map((match) => match[1])));
    expect([...members].sort()).toEqual(['hooks', 'loadRemoteSnapshotInfo', 'manifestCache']);
    const handler = new SnapshotHandler();
    expect(() => handler.hooks.applyPlugin({ name: 'any' })).not.toThrow();
    expect(handler.manifestCache.delete('https://area.example/remoteEntry.js')).toBe(false);
    return expect(handler.loadRemoteSnapshotInfo()).rejects.toThrow('disableSnapshot');
  });

  it('is safe because no page preloads through the runtime (the shell preloads an area itself)', () => {
    expect(bundledSourceFiles().filter((file) => /\bpreloadRemote\s*\(|\.preloadRemote\b/.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
