#!/usr/bin/env node
// The lab's yardstick: the shell and the four areas built as ONE ordinary webpack bundle (no module
// federation), from the shell's own webpack config (tooling/webpack-config.mjs) with three changes:
// no ModuleFederationPlugin, the remote loader and registry replaced by plain lazy imports, and the
// areas' sources compiled too. Output: .bench/one-bundle (ONE_BUNDLE_DIR). Run by the lab when missing.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outputPath = path.resolve(repoRoot, process.env.ONE_BUNDLE_DIR ?? '.bench/one-bundle');
const here = path.dirname(fileURLToPath(import.meta.url));

const { default: shellConfig } = await import(path.join(repoRoot, 'shell', 'webpack.config.mjs'));
/** @type {import('webpack').Configuration} */
const config = shellConfig({}, { mode: 'production' });
config.output = { ...config.output, path: outputPath, uniqueName: 'one-bundle' };
config.plugins = (config.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin));
config.plugins.push(
  new webpack.NormalModuleReplacementPlugin(/remotes[\\/]remote-pages-loader(\.ts)?$/, path.join(here, 'one-bundle-pages.mjs')),
  new webpack.NormalModuleReplacementPlugin(/remotes[\\/]remote-registry(\.ts)?$/, path.join(here, 'one-bundle-registry.mjs')),
);
// the stand-in loader imports each area's pages through this name, wherever the issuer sits
config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, 'one-bundle-areas': repoRoot } };
// the areas' TypeScript goes through the same swc rule as the shell's
for (const rule of config.module?.rules ?? []) {
  if (rule && typeof rule === 'object' && Array.isArray(rule.include)) {
    rule.include.push(...['mf-avia', 'mf-profile', 'mf-tours', 'mf-content'].map((area) => path.join(repoRoot, area, 'src')));
  }
}

const started = Date.now();
const stats = await new Promise((resolve, reject) => webpack(config, (error, result) => (error ? reject(error) : resolve(result))));
if (!stats || stats.hasErrors()) {
  console.error(stats?.toString('errors-only'));
  process.exit(1);
}
console.log(`one-bundle build: ${path.relative(repoRoot, outputPath)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
