import { registerRemotes } from '@module-federation/enhanced/runtime';
import * as v from 'valibot';
import { exposedPagesModule, type RemoteName } from 'shared';
import { takeEarlyManifest } from '../boot/early-boot';
import { noteAreaRelease } from './area-release';
import { assertSharedSurface } from './shared-surface-check';

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
