import { loadShareSync } from '@module-federation/enhanced/runtime';
import { SURFACE_PREFIXES } from 'tooling/shared-surface-keys.mjs';

/**
 * An area runs on the shell's copy of the `shared` singleton, whatever copy it was built with, so a
 * build that calls a name the shell's copy lacks breaks in the page. The skew check refuses such a
 * release before it deploys; this refuses it in the browser too, for what the check never sees (a QA
 * override, a registry edited by hand), with the names in the console instead of a broken page.
 */
export class SharedSurfaceMismatch extends Error {
  constructor(
    readonly manifestUrl: string,
    readonly missing: readonly string[],
  ) {
    super(`${manifestUrl} uses ${missing.join(', ')} from shared, which this shell's shared does not have; deploy the shell first`);
    this.name = 'SharedSurfaceMismatch';
  }
}

let offered: ReadonlySet<string> | null = null;

/**
 * One share key per prefix: react-router's two package names are one entry, and the shell loads it
 * under `react-router-dom` (the other is only provided, so reading it synchronously would fail).
 */
function surfaceCopies(): Array<[prefix: string, shareKey: string]> {
  const byPrefix = new Map<string, string>();
  for (const [shareKey, prefix] of Object.entries(SURFACE_PREFIXES)) if (!byPrefix.has(prefix)) byPrefix.set(prefix, shareKey);
  return [...byPrefix];
}

/**
 * The names of `shared`, valibot and react-router areas will be given, as the manifests list them
 * (tooling/shared-surface-keys.mjs): the singletons in the share scope, not a build-time list. Null
 * when the share scope cannot say (then nothing is refused on its account).
 */
function offeredSharedNames(): ReadonlySet<string> | null {
  try {
    offered ??= new Set(surfaceCopies().flatMap(([prefix, shareKey]) => Object.keys(loadShareSync<object>(shareKey)()).map((name) => `${prefix}${name}`)));
    return offered;
  } catch (error) {
    console.warn('Не удалось прочитать состав shared оболочки: области не проверяются по нему', error);
    return null;
  }
}

/** @param used the names the area's manifest says its code imports from `shared` (none listed: built before the list, not checked) */
export function assertSharedSurface(manifestUrl: string, used: readonly string[] | undefined): void {
  if (!used || used.length === 0) return;
  const names = offeredSharedNames();
  if (!names) return;
  const missing = used.filter((name) => !names.has(name));
  if (missing.length > 0) throw new SharedSurfaceMismatch(manifestUrl, missing);
}

/** Tests only: read the share scope again. */
export function resetSharedSurfaceForTests(): void {
  offered = null;
}
