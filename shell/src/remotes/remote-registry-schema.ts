import * as v from 'valibot';
import { isRemoteName, type RemoteName } from 'shared';

/** `/remotes.json`, served beside the shell and edited on deploy: area → manifest URL. */
const registrySchema = v.object({
  remotes: v.record(v.string(), v.pipe(v.string(), v.url())),
  overrideOrigins: v.optional(v.array(v.string()), []),
});

export interface RemoteRegistry {
  remotes: Partial<Record<RemoteName, string>>;
  overrideOrigins: string[];
}

export function parseRemoteRegistry(raw: unknown): RemoteRegistry {
  const parsed = v.parse(registrySchema, raw);
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const [name, manifestUrl] of Object.entries(parsed.remotes)) {
    if (isRemoteName(name)) remotes[name] = manifestUrl;
    else console.warn(`remotes.json: неизвестная область «${name}» пропущена`);
  }
  return { remotes, overrideOrigins: parsed.overrideOrigins.map(toOrigin).filter((origin): origin is string => origin !== null) };
}

export function toOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
