import { loadShareSync, registerRemotes } from '@module-federation/enhanced/runtime';
import * as v from 'valibot';
import { exposedPagesModule, type RemoteName } from 'shared';
import { SURFACE_PREFIXES } from 'tooling/shared-surface-keys.mjs';
import { noteAreaRelease } from './remote-registry';

// Registering an area with the federation runtime: its manifest read, its pages' scripts preloaded, and an area using a
// name the shell's `shared` lacks refused before any of its code runs.

/** What the shell reads in an area's `mf-manifest.json`: its remote entry, the scripts `./pages` needs at once, and the names it uses from `shared`. */
const remoteManifestSchema = v.object({
  metaData: v.object({
    globalName: v.pipe(v.string(), v.nonEmpty()),
    remoteEntry: v.object({ name: v.pipe(v.string(), v.nonEmpty()), path: v.optional(v.string(), '') }),
    sharedSurface: v.optional(v.object({ side: v.picklist(['offers', 'uses']), names: v.array(v.string()) })),
  }),
  exposes: v.array(v.object({ path: v.string(), assets: v.object({ js: v.object({ sync: v.array(v.string()) }) }) })),
});

export interface RemoteEntry {
  /** the area's remoteEntry.js, absolute */
  url: string;
  /** the area's federation container, the global its remoteEntry.js defines (`mf_avia`): named by its build (tooling/platform-apps.mjs) */
  globalName: string;
  /** the scripts `./pages` needs before it runs, absolute */
  pagesScripts: string[];
}

/** A manifest's file beside it (in `path` when named), never on another origin: the registry vouches for the manifest's origin only. */
function besideManifest(manifestUrl: string, file: string, directory = ''): string {
  const url = new URL(directory ? `${directory.replace(/\/$/, '')}/${file}` : file, manifestUrl);
  if (url.origin !== new URL(manifestUrl).origin) throw new Error(`${manifestUrl} names a script on another origin: ${url.href}`);
  return url.href;
}

async function fetchManifest(manifestUrl: string): Promise<unknown> {
  // the request the page's `<link rel="preload" as="fetch" crossorigin>` made (tooling/page-render.mjs), so the browser hands that answer over
  const response = await fetch(manifestUrl, {});
  if (!response.ok) throw new Error(`${manifestUrl}: HTTP ${response.status}`);
  return response.json();
}

/**
 * An area runs on the shell's `shared`, so a build calling a name the shell's copy lacks breaks in the page: the skew check
 * refuses it before deploying, this in the browser for what the check never sees (a QA override, a registry edited by hand).
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

/** One share key per prefix: react-router's two package names are one entry, loaded as `react-router-dom` (the other is only provided). */
function surfaceCopies(): Array<[prefix: string, shareKey: string]> {
  const byPrefix = new Map<string, string>();
  for (const [shareKey, prefix] of Object.entries(SURFACE_PREFIXES)) if (!byPrefix.has(prefix)) byPrefix.set(prefix, shareKey);
  return [...byPrefix];
}

/** The names of `shared`, valibot and react-router the share scope offers areas; null when it cannot say (nothing refused then). */
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
function assertSharedSurface(manifestUrl: string, used: readonly string[] | undefined): void {
  if (!used || used.length === 0) return;
  const names = offeredSharedNames();
  if (!names) return;
  const missing = used.filter((name) => !names.has(name));
  if (missing.length > 0) throw new SharedSurfaceMismatch(manifestUrl, missing);
}

/** Tests only: read the share scope again, and forget which entries were registered, as a new page load would. */
export function resetSharedSurfaceForTests(): void {
  offered = null;
  entriesTried.clear();
}

/** Reads an area's manifest; throws when it cannot be fetched, names no remote entry or uses what the shell's `shared` lacks. */
export async function readRemoteEntry(manifestUrl: string): Promise<RemoteEntry> {
  const manifest = v.parse(remoteManifestSchema, await fetchManifest(manifestUrl));
  const surface = manifest.metaData.sharedSurface;
  assertSharedSurface(manifestUrl, surface?.side === 'uses' ? surface.names : undefined);
  const pages = manifest.exposes.find((expose) => expose.path === exposedPagesModule);
  return {
    url: besideManifest(manifestUrl, manifest.metaData.remoteEntry.name, manifest.metaData.remoteEntry.path),
    globalName: manifest.metaData.globalName,
    pagesScripts: (pages?.assets.js.sync ?? []).map((file) => besideManifest(manifestUrl, file)),
  };
}

/** The remote entries registered in this page: the runtime's script asks for each (and takes its preload) when the area loads. */
const entriesTried = new Set<string>();

/** Set on a `<link rel=preload>` whose download failed, here and by before-bundle.js for the server's preloads (which writes the same name). */
export const FAILED_PRELOAD_ATTRIBUTE = 'data-preload-failed';

function markWhenFailed(link: HTMLLinkElement): void {
  link.addEventListener('error', () => link.setAttribute(FAILED_PRELOAD_ATTRIBUTE, ''), { once: true });
}

/** A `<link rel=preload as=script>`, unless the page already has one for that file (the server's). */
function preloadScript(href: string): void {
  const already = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).some((link) => link.href === href);
  if (already) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  markWhenFailed(link);
  document.head.appendChild(link);
}

/**
 * Chromium hands a failed preload, failed and without a request, to the first script or stylesheet asking for the file,
 * so after a connection came back the chunk would fail once more. A throwaway element takes each failed preload of the
 * area's scripts and stylesheets first (the server's, tooling/page-render.mjs, and the shell's); not the entry's once the
 * runtime's own script took it in an earlier attempt (a throwaway would run it twice), nor the manifest's, which the
 * shell's fetch took in the failed attempt.
 */
async function takeFailedPreloads(manifestUrl: string, entryUrl: string): Promise<void> {
  const areaFolder = new URL('.', manifestUrl).href;
  const failed = Array.from(document.head.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][${FAILED_PRELOAD_ATTRIBUTE}]`)).filter(
    (link) => link.href.startsWith(areaFolder) && (link.as === 'script' || link.as === 'style') && !(link.href === entryUrl && entriesTried.has(entryUrl)),
  );
  await Promise.all(
    failed.map(
      (link) =>
        new Promise<void>((settled) => {
          link.remove();
          const taker = link.as === 'style' ? throwawayStylesheet(link.href) : throwawayScript(link.href);
          taker.onload = taker.onerror = () => {
            taker.remove();
            settled();
          };
          document.head.appendChild(taker);
        }),
    ),
  );
}

function throwawayScript(href: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = href;
  return script;
}

function throwawayStylesheet(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'not all';
  link.href = href;
  return link;
}

/**
 * Registers an area with the federation runtime by the remoteEntry.js its manifest names and preloads its pages' scripts;
 * the runtime has no manifest ("snapshot") plugin, which would do the same with more main-thread work. `force` drops the
 * runtime's failed entry and failed preloads are taken first, so 'Повторить' loads afresh.
 */
export async function registerRemoteEntry(remote: RemoteName, manifestUrl: string): Promise<string> {
  const entry = await readRemoteEntry(manifestUrl);
  await takeFailedPreloads(manifestUrl, entry.url);
  for (const script of entry.pagesScripts) preloadScript(script);
  registerRemotes([{ name: entry.globalName, entry: entry.url, entryGlobalName: entry.globalName, type: 'global' }], { force: true });
  entriesTried.add(entry.url);
  noteAreaRelease(remote, manifestUrl);
  return entry.globalName;
}
