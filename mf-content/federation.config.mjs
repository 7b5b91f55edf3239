// Federation settings of the content area: one exposed module (`./pages`, contract in
// shared/src/federation), a manifest the shell finds through /remotes.json, singletons shared with the shell.
import { sharedDependencies } from 'tooling/federation-shared.mjs';

export default {
  // the package name with '_': the container name becomes a JavaScript global
  name: 'mf_content',
  filename: 'remoteEntry.js',
  exposes: { './pages': './src/pages.ts' },
  shared: sharedDependencies(import.meta.dirname),
  shareStrategy: 'loaded-first',
  // remote types come from the contract in shared/src/federation, not from generated d.ts
  dts: false,
  manifest: { fileName: 'mf-manifest.json' },
};
