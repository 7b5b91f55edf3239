import { loadRemote } from '@module-federation/enhanced/runtime';
import { exposedPagesModule, type RemoteName, type RemotePages, type RemotePagesModule } from 'shared';
import { getRuntimeConfig } from '../config/runtime-config';
import { registerRemoteEntry, SharedSurfaceMismatch } from './remote-entry';
import { fetchRemoteManifests, resetRemoteRegistryForTests } from './remote-registry';
import { dispatchPreloadError } from '../router/preload-error';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: 'timeout' | 'unavailable' | 'not-registered' | 'invalid' | 'incompatible',
    cause?: unknown,
  ) {
    // the cause's words too: the console is where QA and the area's team read why an area did not load
    super(`${remote}: ${reason}${cause instanceof Error ? ` (${cause.message})` : ''}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

interface CachedLoad {
  promise: Promise<RemotePages>;
  /** A route rendered it: its failure must stay until 'Повторить' (React re-reads the same promise). */
  claimed: boolean;
}

const loads = new Map<RemoteName, CachedLoad>();

function withTimeout<T>(promise: Promise<T>, remote: RemoteName, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(remote, 'timeout')), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function fetchPages(remote: RemoteName): Promise<RemotePages> {
  const manifests = await fetchRemoteManifests(getRuntimeConfig().remoteLoadTimeoutMs);
  const manifestUrl = manifests[remote];
  if (!manifestUrl) throw new RemoteLoadError(remote, 'not-registered');
  let loaded: RemotePagesModule | null;
  try {
    // every load registers afresh: after a failure, that is what makes the runtime try again
    const container = await registerRemoteEntry(remote, manifestUrl);
    loaded = await loadRemote<RemotePagesModule>(`${container}/${exposedPagesModule.slice(2)}`);
  } catch (error) {
    throw new RemoteLoadError(remote, error instanceof SharedSurfaceMismatch ? 'incompatible' : 'unavailable', error);
  }
  if (!loaded || typeof loaded.pages !== 'object' || loaded.pages === null) throw new RemoteLoadError(remote, 'invalid');
  return loaded.pages;
}

function startLoad(remote: RemoteName): CachedLoad {
  const { remoteLoadTimeoutMs } = getRuntimeConfig();
  // one deadline for registry + manifest + remote entry + page chunk: a hanging area gives up in bounded time
  const promise = withTimeout(fetchPages(remote), remote, remoteLoadTimeoutMs);
  const load: CachedLoad = { promise, claimed: false };
  promise.catch((error: unknown) => {
    console.error(`Не удалось загрузить область ${remote}`, error);
    dispatchPreloadError();
    if (!load.claimed && loads.get(remote) === load) loads.delete(remote);
  });
  loads.set(remote, load);
  return load;
}

/** The pages of an area for a route being rendered; the same promise on every render (React `use`). */
export function remotePagesFor(remote: RemoteName): Promise<RemotePages> {
  const load = loads.get(remote) ?? startLoad(remote);
  load.claimed = true;
  return load.promise;
}

/** Warms an area up (link hover). A failed preload is forgotten, so a later visit tries again. */
export function preloadRemotePages(remote: RemoteName): void {
  if (!loads.has(remote)) startLoad(remote);
}

/** 'Повторить': forget the failure, so the next render registers the area afresh (which drops the runtime's failed attempt). */
export async function forgetFailedLoad(remote: RemoteName): Promise<void> {
  const load = loads.get(remote);
  if (!load) return;
  const failed = await load.promise.then(
    () => false,
    () => true,
  );
  if (failed && loads.get(remote) === load) loads.delete(remote);
}

/** Tests only: forget every load and the fetched registry, as a new page load would. */
export function resetRemoteLoaderForTests(): void {
  loads.clear();
  resetRemoteRegistryForTests();
}
