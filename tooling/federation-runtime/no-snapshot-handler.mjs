// What the shell's federation runtime core gets for its snapshot handler (webpack-config.mjs,
// `withoutSnapshotHandler`). The shell builds with `optimization.disableSnapshot`: the core registers
// no snapshot plugin and reads no manifest, since the shell reads each area's manifest itself and
// registers its remoteEntry.js (shell/src/remotes/remote-entry.ts). Version 2.9 of the core still
// constructs its full snapshot handler whenever remotes are on; only the snapshot plugin and
// `preloadRemote` call it, and the shell uses neither, so its code and the manifest converter it
// imports would load on every page unused. The rest of the core touches two members: `hooks`, where
// every runtime plugin is offered (no lifecycle of its own here, so nothing to register) and
// `manifestCache`, which `removeRemote` clears when an area is registered again.
export class SnapshotHandler {
  constructor() {
    this.hooks = { applyPlugin() {}, removePlugin() {} };
    /** @type {Map<string, unknown>} */
    this.manifestCache = new Map();
  }

  /** Called only by `preloadRemote` and the snapshot plugin, which this build leaves out. */
  async loadRemoteSnapshotInfo() {
    throw new Error('This build of the shell reads no federation snapshots (optimization.disableSnapshot)');
  }
}
