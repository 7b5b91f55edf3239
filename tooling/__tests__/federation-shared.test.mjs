import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sharedDependencies } from '../federation-shared.mjs';
import { frontEndNames } from '../platform-apps.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe('the federation share scope', () => {
  it.each(frontEndNames)('%s offers only libraries its own source imports (besides the singletons)', (app) => {
    const appDir = path.join(repoRoot, app);
    const source = sourceFiles(path.join(appDir, 'src'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const offered = Object.entries(sharedDependencies(appDir)).filter(([, options]) => !options.singleton);
    for (const [request] of offered) {
      expect(source, `${app} shares ${request} but never imports it`).toMatch(new RegExp(`from '${request}[/']`));
    }
  });

  it('shares the singletons every bundle must agree on, with the installed versions', () => {
    const shared = sharedDependencies(path.join(repoRoot, 'mf-avia'));
    for (const request of ['react', 'react-dom', 'react-router-dom', 'react-router', 'jotai', 'shared']) {
      expect(shared[request], request).toMatchObject({ singleton: true });
      expect(shared[request]?.requiredVersion).toBe(`^${shared[request]?.version}`);
    }
  });

  it('the shell provides its start-up libraries eagerly (in main.js); what loads on demand and every remote stay lazy', () => {
    const shell = sharedDependencies(path.join(repoRoot, 'shell'), { eagerFrame: true });
    for (const request of ['react', 'react-dom', 'react-dom/client', 'react-router-dom', 'jotai', 'shared']) {
      expect(shell[request], request).toMatchObject({ eager: true });
    }
    // they are consumed at start-up from the scope the shell has just filled: no range to check (only cost)
    for (const [request, options] of Object.entries(shell).filter(([, options]) => options.eager)) {
      expect(options.requiredVersion, request).toBe(false);
    }
    // only the auth forms use the form library: in main.js it would load on every page
    expect(shell['react-hook-form']).toMatchObject({ singleton: false });
    expect(shell['react-hook-form']?.eager).toBeUndefined();
    // a lazy library may come from an area's copy: its range is what keeps a wrong major out
    expect(shell['react-hook-form']?.requiredVersion).toBe(`^${shell['react-hook-form']?.version}`);
    for (const app of frontEndNames.filter((name) => name !== 'shell')) {
      const eager = Object.entries(sharedDependencies(path.join(repoRoot, app))).filter(([, options]) => options.eager);
      expect(eager, app).toEqual([]);
    }
  });

  it('offers a shareable helper only from an app that depends on it', () => {
    // mf-content imports neither dayjs nor react-hook-form; mf-avia's booking form uses react-hook-form.
    const content = sharedDependencies(path.join(repoRoot, 'mf-content'));
    expect(content.dayjs).toBeUndefined();
    expect(content['react-hook-form']).toBeUndefined();
    expect(sharedDependencies(path.join(repoRoot, 'mf-avia'))['react-hook-form']).toMatchObject({ singleton: false });
  });
});
