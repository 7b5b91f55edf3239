// Every package's ESLint setup in one config, for npm test: one ESLint process lints the whole
// workspace instead of nine each loading the parser and plugins. Each package's own
// eslint.config.mjs stays what a team runs alone; here each applies to its own folder only.
import path from 'node:path';
import { nodePackage, reactPackage } from './eslint-config.mjs';

const workspace = path.join(import.meta.dirname, '..');

const packages = {
  shared: reactPackage,
  shell: reactPackage,
  'mf-avia': reactPackage,
  'mf-profile': reactPackage,
  'mf-tours': reactPackage,
  'mf-content': reactPackage,
  api: nodePackage,
  e2e: nodePackage,
  // the test area registered at run time (scaffolding for e2e): a front end's rules over e2e's
  'e2e/fixtures/mf-probe': reactPackage,
  tooling: nodePackage,
};

/** Every package's folder, and those with CSS Modules (the React packages' src), from the workspace root. */
export const lintedFolders = Object.keys(packages).map((folder) => path.join(workspace, folder));
export const cssFolders = Object.entries(packages).flatMap(([folder, config]) => (config === reactPackage ? [path.join(workspace, folder, 'src')] : []));

export default Object.entries(packages).flatMap(([folder, config]) => config.map((entry) => ({ ...entry, basePath: path.join(workspace, folder) })));
