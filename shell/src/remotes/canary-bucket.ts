import type { RemoteName } from 'shared';

/** localStorage: this browser's canary bucket, 0–99, drawn once so a browser stays on one side of every canary. */
export const CANARY_BUCKET_STORAGE_KEY = 'mf-canary-bucket';

export type RemoteCanaries = Partial<Record<RemoteName, { manifest: string; percent: number }>>;

function readBucket(storage: Storage | null): number {
  const stored = storage?.getItem(CANARY_BUCKET_STORAGE_KEY);
  const bucket = stored ? Number(stored) : NaN;
  if (Number.isInteger(bucket) && bucket >= 0 && bucket < 100) return bucket;
  const drawn = Math.floor(Math.random() * 100);
  try {
    storage?.setItem(CANARY_BUCKET_STORAGE_KEY, String(drawn));
  } catch {
    // storage full or blocked: this page load still gets a bucket
  }
  return drawn;
}

/**
 * The canary manifests this browser gets: an area's canary at N % serves the browsers in buckets
 * 0…N−1. The bucket is drawn only when some area has a canary.
 */
export function canaryManifests(canaries: RemoteCanaries, storage: Storage | null): Partial<Record<RemoteName, string>> {
  const running = Object.entries(canaries) as Array<[RemoteName, { manifest: string; percent: number }]>;
  if (running.length === 0) return {};
  const bucket = readBucket(storage);
  return Object.fromEntries(running.filter(([, canary]) => bucket < canary.percent).map(([name, canary]) => [name, canary.manifest]));
}
