import { mkdirSync, readFileSync, rmdirSync, statSync } from 'node:fs';
import { writeJsonAtomically } from '../../tooling/runtime-files.mjs';
import { localRegistryPath } from './platform';

const LOCK_WAIT_MS = 120_000;
/** A lock older than this was left by a killed run. */
const STALE_LOCK_MS = 180_000;

async function acquireLock(lockPath: string): Promise<void> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(lockPath); // atomic: exactly one process creates it
      return;
    } catch {
      try {
        if (Date.now() - statSync(lockPath).mtimeMs > STALE_LOCK_MS) rmdirSync(lockPath);
      } catch {
        // released meanwhile
      }
      if (Date.now() > deadline) throw new Error(`registry lock ${lockPath} held for over ${LOCK_WAIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

interface Registry {
  remotes: Record<string, string>;
}

function readRegistry(): Registry {
  return JSON.parse(readFileSync(localRegistryPath, 'utf8')) as Registry;
}

/**
 * Points one area of the running local platform at another manifest for the duration of `run`,
 * then points it back. Registry edits by parallel workers are serialised through a lock directory
 * beside the registry, and only this area's entry is touched, so another area's edit survives.
 */
export async function withRegistryEntry<T>(remote: string, manifestUrl: string, run: () => Promise<T>): Promise<T> {
  const lockPath = `${localRegistryPath}.lock`;
  await acquireLock(lockPath);
  const previous = readRegistry().remotes[remote];
  if (!previous) throw new Error(`${localRegistryPath} has no entry for ${remote}`);
  try {
    const registry = readRegistry();
    registry.remotes[remote] = manifestUrl;
    writeJsonAtomically(localRegistryPath, registry);
    return await run();
  } finally {
    const registry = readRegistry();
    registry.remotes[remote] = previous;
    writeJsonAtomically(localRegistryPath, registry);
    rmdirSync(lockPath);
  }
}
