// Federation settings of the host. No remotes at build time: their manifest URLs come from
// /remotes.json at run time, so deploying an area never needs a shell rebuild.
import { sharedDependencies } from 'tooling/federation-shared.mjs';

export default {
  name: 'shell',
  remotes: {},
  shared: sharedDependencies(import.meta.dirname),
  // version-first would fetch every remote at start-up, and one remote down would blank the page
  shareStrategy: 'loaded-first',
  // remote types come from the contract in shared/src/federation, not from generated d.ts
  dts: false,
  manifest: false,
};
