// npm test's lint step: what every package's `lint` script checks, in one process. ESLint runs once
// over the workspace with each package's own config on its folder (eslint.workspace.mjs), instead
// of nine processes each loading the parser and plugins; then the areas' CSS rule (lint-area-css.mjs).
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { cssFolders, lintedFolders } from './eslint.workspace.mjs';
import { cssModulesUnder, lintAreaCss } from './lint-area-css.mjs';

const eslint = new ESLint({ overrideConfigFile: new URL('./eslint.workspace.mjs', import.meta.url).pathname });
const results = await eslint.lintFiles(lintedFolders);
const formatter = await eslint.loadFormatter('stylish');
const report = await formatter.format(results);
if (report) console.log(report);
const eslintFailed = results.some((result) => result.errorCount > 0 || result.fatalErrorCount > 0);

let cssFailed = false;
for (const file of cssFolders.flatMap(cssModulesUnder)) {
  for (const problem of lintAreaCss(readFileSync(file, 'utf8'))) {
    console.error(`${file}:${problem}`);
    cssFailed = true;
  }
}
console.log(`ESLint: ${results.length} files, ${eslintFailed ? 'errors above' : 'no problems'}; area CSS: ${cssFailed ? 'problems above' : 'no problems'}`);
process.exit(eslintFailed || cssFailed ? 1 : 0);
