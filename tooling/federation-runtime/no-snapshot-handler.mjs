// The shell's stand-in for the federation runtime core's snapshot handler (webpack-config.mjs,
// `withoutSnapshotHandler`): with `disableSnapshot` only the snapshot plugin and `preloadRemote` call the
// real one, and the shell uses neither, so it would load on every page unused. The rest of the core reads
// `hooks` (plugins offered to it) and `manifestCache` (cleared when an area is registered again).
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
