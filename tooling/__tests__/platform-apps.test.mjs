import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { federationContainerName, frontEndNames, platformApps, remoteNames } from '../platform-apps.mjs';
import { areaNames } from '../../shared/src/routes/route-table.ts';
import { remoteNameOfArea } from '../../shared/src/federation/remote-contract.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

describe('tooling/platform.json, the one list of deployables', () => {
  it('lists the shell and one remote per area of the route table, named mf-<area>', () => {
    const areas = platformApps.filter((app) => app.kind !== 'api').map((app) => app.area);
    expect(areas).toEqual([...areaNames]);
    for (const app of platformApps.filter((candidate) => candidate.kind === 'remote')) {
      expect(app.name).toBe(`mf-${app.area}`);
    }
    expect(remoteNames).toEqual(Object.values(remoteNameOfArea));
    expect(frontEndNames).toEqual(['shell', ...remoteNames]);
  });

  it('names a workspace package for every front end, and unique ports and variables', () => {
    const workspace = readFileSync(path.join(repoRoot, 'pnpm-workspace.yaml'), 'utf8');
    for (const name of frontEndNames) {
      expect(JSON.parse(readFileSync(path.join(repoRoot, name, 'package.json'), 'utf8')).name).toBe(name);
      expect(workspace).toContain(`  - ${name}\n`);
    }
    expect(existsSync(path.join(repoRoot, 'api', 'package.json'))).toBe(true);
    expect(new Set(platformApps.map((app) => app.defaultPort)).size).toBe(platformApps.length);
    expect(new Set(platformApps.map((app) => app.portEnv)).size).toBe(platformApps.length);
  });

  it('names each container after its package, as a JavaScript global', () => {
    expect(remoteNames.map(federationContainerName)).toEqual(['mf_avia', 'mf_profile', 'mf_tours', 'mf_content']);
  });
});
