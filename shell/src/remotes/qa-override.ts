import * as v from 'valibot';
import { isRemoteName, type RemoteName } from 'shared';
import { ROUTES_FILE, type PublishedRoute } from 'shared/published-routes';
import { releaseManifestUrl } from 'tooling/releases/release-paths.mjs';
import { OVERRIDE_QUERY_PARAM, OVERRIDE_STORAGE_KEY, toOrigin } from './override-param';
import { publishedRouteSchema } from './published-route-schema';

// QA loads another build of one area for their browser session: `?mf-override=mf-content@http://host:port/mf-manifest.json`
// (repeatable; origins on the registry's allow-list only, so a crafted link cannot inject code), `?mf-override=mf-content@<version>`
// for a release beside the registered manifest, `?mf-override=reset` to clear. Loaded only when an override is in play.

/** Area → a manifest URL or a release version. */
export type RemoteOverrides = Partial<Record<RemoteName, string>>;

/** A release version as tooling/releases names them: no scheme, no slash, so never a URL. */
const releaseVersion = /^[\w.-]+$/;

function readStoredOverrides(storage: Storage): RemoteOverrides {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OVERRIDE_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const overrides: RemoteOverrides = {};
    for (const [name, url] of Object.entries(parsed)) {
      if (isRemoteName(name) && typeof url === 'string') overrides[name] = url;
    }
    return overrides;
  } catch {
    return {};
  }
}

function refuse(value: string, reason: string): void {
  console.warn(`[mf-override] Отклонено «${value}»: ${reason}`);
}

/** Applies the override query parameters to sessionStorage and returns the overrides still allowed (the allow-list may have shrunk). */
export function resolveOverrides(search: string, allowedOrigins: readonly string[], storage: Storage): RemoteOverrides {
  const requested = new URLSearchParams(search).getAll(OVERRIDE_QUERY_PARAM);
  let overrides = readStoredOverrides(storage);

  for (const value of requested) {
    if (value === 'reset') {
      overrides = {};
      console.info('[mf-override] Все подмены областей сброшены');
      continue;
    }
    const separator = value.indexOf('@');
    const name = value.slice(0, separator);
    const manifestUrl = value.slice(separator + 1);
    if (separator <= 0 || !isRemoteName(name)) {
      refuse(value, 'ожидается «mf-имя@https://origin/mf-manifest.json»: имя области из строчных латинских букв, цифр и дефисов');
      continue;
    }
    const origin = toOrigin(manifestUrl);
    if (!releaseVersion.test(manifestUrl) && (!origin || !allowedOrigins.includes(origin))) {
      refuse(value, `origin ${origin ?? '(некорректный URL)'} не входит в список разрешённых (overrideOrigins)`);
      continue;
    }
    overrides[name] = manifestUrl;
  }

  for (const [name, manifestUrl] of Object.entries(overrides) as Array<[RemoteName, string]>) {
    if (releaseVersion.test(manifestUrl)) continue;
    const origin = toOrigin(manifestUrl);
    if (!origin || !allowedOrigins.includes(origin)) {
      refuse(`${name}@${manifestUrl}`, 'origin больше не входит в список разрешённых');
      delete overrides[name];
    }
  }

  if (Object.keys(overrides).length > 0) storage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
  else storage.removeItem(OVERRIDE_STORAGE_KEY);
  for (const [name, manifestUrl] of Object.entries(overrides)) console.info(`[mf-override] ${name} загружается из ${manifestUrl}`);
  return overrides;
}

/** The routes an overriding build published beside its manifest, or null (the registered ones stay) when it published none. */
async function routesBeside(name: RemoteName, manifestUrl: string, timeoutMs: number): Promise<readonly PublishedRoute[] | null> {
  try {
    const response = await fetch(manifestUrl.replace(/mf-manifest\.json$/, ROUTES_FILE), { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return v.parse(v.object({ routes: v.array(publishedRouteSchema) }), await response.json()).routes;
  } catch (error) {
    console.warn(`${name}: маршруты подменённой сборки не прочитаны (${(error as Error).message}), остаются маршруты реестра`);
    return null;
  }
}

/** The builds this session's overrides put in place of the registry's, with their routes (a release by version from beside the registered manifest). */
export async function overriddenBuilds(
  search: string,
  registry: { remotes: Partial<Record<RemoteName, string>>; overrideOrigins: readonly string[] },
  storage: Storage,
  timeoutMs: number,
): Promise<Array<{ name: RemoteName; manifest: string; routes: readonly PublishedRoute[] | null }>> {
  const builds = [];
  for (const [name, target] of Object.entries(resolveOverrides(search, registry.overrideOrigins, storage)) as Array<[RemoteName, string]>) {
    const registered = registry.remotes[name];
    const manifest = toOrigin(target) ? target : registered ? releaseManifestUrl(registered, target) : undefined;
    if (manifest) builds.push({ name, manifest, routes: await routesBeside(name, manifest, timeoutMs) });
  }
  return builds;
}
