import * as v from 'valibot';
import { isRemoteName, type RemoteName } from 'shared';
import type { RemoteCanaries } from './canary-bucket';

const manifestUrl = v.pipe(v.string(), v.url());

/** `/remotes.json`, served beside the shell and switched on deploy: area → manifest URL, and the canaries running (tooling/releases). */
const registrySchema = v.object({
  remotes: v.record(v.string(), manifestUrl),
  canaries: v.optional(v.record(v.string(), v.object({ manifest: manifestUrl, percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)) })), {}),
  overrideOrigins: v.optional(v.array(v.string()), []),
});

export interface RemoteRegistry {
  remotes: Partial<Record<RemoteName, string>>;
  canaries: RemoteCanaries;
  overrideOrigins: string[];
}

export function parseRemoteRegistry(raw: unknown): RemoteRegistry {
  const parsed = v.parse(registrySchema, raw);
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const [name, manifestUrl] of Object.entries(parsed.remotes)) {
    if (isRemoteName(name)) remotes[name] = manifestUrl;
    else console.warn(`remotes.json: неизвестная область «${name}» пропущена`);
  }
  const canaries: RemoteCanaries = {};
  for (const [name, canary] of Object.entries(parsed.canaries)) if (isRemoteName(name)) canaries[name] = canary;
  return { remotes, canaries, overrideOrigins: parsed.overrideOrigins.map(toOrigin).filter((origin): origin is string => origin !== null) };
}

export function toOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
