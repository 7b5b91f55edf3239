// No library's development build reaches a production bundle: every module of every built app,
// as its source map lists them, comes from a production file (react-router's exports map only
// reaches dist/development, React picks its build by NODE_ENV). Reads dist/, opens no browser.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../../support/platform';

const apps = ['shell', 'mf-avia', 'mf-profile', 'mf-tours', 'mf-content'];
/** Paths of development builds: react-router's dist/development, React's *.development.js, and the like. */
const developmentBuild = /[\\/]dist[\\/]development[\\/]|\.development\.m?js$|[\\/]esm[\\/]dev[\\/]|[\\/]development[\\/]index\.m?js$/;

for (const app of apps) {
  test(`${app}: the production build contains no development build of any library`, () => {
    const dist = path.join(repoRoot, app, 'dist');
    expect(existsSync(dist), `${app}/dist is missing: build it first`).toBe(true);
    const maps = readdirSync(dist).filter((file) => file.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(0);
    const modules = maps.flatMap((map) => (JSON.parse(readFileSync(path.join(dist, map), 'utf8')) as { sources: string[] }).sources);
    expect(modules.some((source) => source.includes('node_modules'))).toBe(true);
    expect(modules.filter((source) => developmentBuild.test(source))).toEqual([]);
  });
}
