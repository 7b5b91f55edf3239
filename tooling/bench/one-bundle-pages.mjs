// Stands in for shell/src/remotes/remote-pages-loader.ts in the one-bundle build: each area's pages
// are an ordinary lazy chunk of the same bundle (what a site without federation would do), so the
// lab compares federation against its honest alternative, not against one giant file.

/** @type {Record<string, () => Promise<{ pages: Record<string, unknown> }>>} */
const areaPages = {
  'mf-avia': () => import('one-bundle-areas/mf-avia/src/pages.ts'),
  'mf-profile': () => import('one-bundle-areas/mf-profile/src/pages.ts'),
  'mf-tours': () => import('one-bundle-areas/mf-tours/src/pages.ts'),
  'mf-content': () => import('one-bundle-areas/mf-content/src/pages.ts'),
};

export class RemoteLoadError extends Error {
  /** @param {string} remote @param {string} reason @param {unknown} [cause] */
  constructor(remote, reason, cause) {
    super(`${remote}: ${reason}`, { cause });
    this.name = 'RemoteLoadError';
    this.remote = remote;
    this.reason = reason;
  }
}

/** @type {Map<string, Promise<Record<string, unknown>>>} */
const loads = new Map();

/** @param {string} remote */
export function remotePagesFor(remote) {
  let load = loads.get(remote);
  if (!load) {
    const importer = areaPages[remote];
    load = importer ? importer().then((module) => module.pages) : Promise.reject(new RemoteLoadError(remote, 'not-registered'));
    loads.set(remote, load);
  }
  return load;
}

/** @param {string} remote */
export function preloadRemotePages(remote) {
  remotePagesFor(remote).catch(() => loads.delete(remote));
}

/** @param {string} remote */
export async function forgetFailedLoad(remote) {
  loads.delete(remote);
}

export function resetRemoteLoaderForTests() {
  loads.clear();
}
