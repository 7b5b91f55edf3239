import { loadShareSync, registerRemotes } from '@module-federation/enhanced/runtime';
import * as v from 'valibot';
import { exposedPagesModule, takeEarlyManifest, type RemoteName } from 'shared';
import { SURFACE_PREFIXES } from 'tooling/shared-surface-keys.mjs';
import { noteAreaRelease } from './remote-registry';

/*
 * Registering an area with the federation runtime: reading its manifest, preloading its pages' scripts,
 * and refusing an area that uses a name the shell's `shared` lacks, before any of its code runs.
 */

/**
 * What the shell reads in an area's `mf-manifest.json`: its remote entry (file and global name), the
 * scripts its pages module needs at once, and the names it uses from `shared` (written by
 * tooling/shared-surface.mjs; absent from a build made before that list). Everything else in the
 * manifest is for deploy tools.
 */
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

/**
 * Where a manifest's file lives: beside the manifest, in `path` when the build names one. Never on
 * another origin: the registry and the QA allow-list vouch for the manifest's origin only, so a
 * manifest naming a script elsewhere is refused rather than followed.
 */
function besideManifest(manifestUrl: string, file: string, directory = ''): string {
  const url = new URL(directory ? `${directory.replace(/\/$/, '')}/${file}` : file, manifestUrl);
  if (url.origin !== new URL(manifestUrl).origin) throw new Error(`${manifestUrl} names a script on another origin: ${url.href}`);
  return url.href;
}

async function fetchManifest(manifestUrl: string): Promise<unknown> {
  // before-bundle.js may have fetched the current area's manifest already, beside main.js
  const early = takeEarlyManifest(manifestUrl);
  const refetch = () => fetch(manifestUrl, {});
  const response = early ? await early.then((answer) => (answer.ok ? answer : refetch()), refetch) : await refetch();
  if (!response.ok) throw new Error(`${manifestUrl}: HTTP ${response.status}`);
  return response.json();
}

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
function assertSharedSurface(manifestUrl: string, used: readonly string[] | undefined): void {
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

/**
 * Set on a `<link rel=preload>` whose download failed, here and by before-bundle.js (which cannot
 * import it: the same name is written there).
 */
export const FAILED_PRELOAD_ATTRIBUTE = 'data-preload-failed';

function markWhenFailed(link: HTMLLinkElement): void {
  link.addEventListener('error', () => link.setAttribute(FAILED_PRELOAD_ATTRIBUTE, ''), { once: true });
}

/** A `<link rel=preload as=script>`, unless the page already has one for that file (the early script's). */
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
 * Chromium keeps a failed preload and hands it, failed and without a request, to the first script
 * (or stylesheet) that asks for the same file: after a connection came back, the area's chunk would
 * fail once more and only a second 'Повторить' would render it. A throwaway element of the preload's
 * kind takes each failed preload of the area first. Its entry is left alone: the runtime's own script
 * always took that preload in the attempt that failed, so a throwaway one would download and run the
 * entry a second time. Were a chunk's preload already taken, the throwaway script downloads it, and a
 * chunk only registers its modules; a throwaway stylesheet applies to no medium.
 */
async function takeFailedPreloads(manifestUrl: string, entryUrl: string): Promise<void> {
  const areaFolder = new URL('.', manifestUrl).href;
  const failed = Array.from(document.head.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][${FAILED_PRELOAD_ATTRIBUTE}]`)).filter(
    (link) => link.href.startsWith(areaFolder) && link.href !== entryUrl,
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
 * Registers an area with the federation runtime by its remoteEntry.js, found in the area's manifest,
 * and starts its pages module's scripts beside it. The runtime is built without its manifest
 * ("snapshot") plugin, which does the same reading and preloading with more main-thread work
 * (docs/architecture.md, "Loading an area"). `force` makes the runtime drop what
 * it holds for the area (a failed entry), and failed preloads are taken first, so 'Повторить' loads afresh.
 */
export async function registerRemoteEntry(remote: RemoteName, manifestUrl: string): Promise<string> {
  const entry = await readRemoteEntry(manifestUrl);
  await takeFailedPreloads(manifestUrl, entry.url);
  for (const script of entry.pagesScripts) preloadScript(script);
  registerRemotes([{ name: entry.globalName, entry: entry.url, entryGlobalName: entry.globalName, type: 'global' }], { force: true });
  noteAreaRelease(remote, manifestUrl);
  return entry.globalName;
}
