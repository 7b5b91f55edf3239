// Where the platform under test lives. E2E_BASE_URL points the suite at any deployment; without
// it the suite starts the local platform itself (tooling/serve-platform.mjs on the built dists).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { platformOrigin, platformPort } from '../../tooling/platform-ports.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const externalBaseUrl = process.env.E2E_BASE_URL?.replace(/\/+$/, '');

/** True when the suite runs the platform itself and may rebuild areas or edit the registry. */
export const isLocalPlatform = !externalBaseUrl;

export const baseUrl = externalBaseUrl ?? platformOrigin('shell');

/** The runtime registry the local platform serves as /remotes.json (see tooling/serve-platform.mjs). */
export const localRegistryPath = path.join(repoRoot, '.data', 'runtime', String(platformPort('shell')), 'remotes.json');

/** Where the local platform's area releases live (tooling/releases): the suite's own, never `npm start`'s. */
export const localReleasesDir = path.join(repoRoot, '.data', 'runtime', String(platformPort('shell')), 'releases');

/** Spare loopback ports for a second build of one area: the first is on the QA allow-list, the second is not. */
export const qaPort = Number(process.env.E2E_QA_PORT ?? 3020);
export const sparePort = Number(process.env.E2E_SPARE_PORT ?? 3021);
export const qaOrigin = `http://127.0.0.1:${qaPort}`;
export const spareOrigin = `http://127.0.0.1:${sparePort}`;

/**
 * How long the shell waits for an area in the local platform: shorter than production's 5 s so the
 * "hanging area" tests are quick, long enough for a busy 2-core machine to load a healthy area.
 */
export const localRemoteTimeoutMs = 4000;

/**
 * First hook of every @local test: those rebuild an area or edit the registry, which only the local
 * platform allows. Against another deployment they are excluded with `--grep-invert @local`; run
 * anyway, they fail with this message instead of passing silently.
 */
export function assertLocalPlatform(): void {
  if (!isLocalPlatform) {
    throw new Error('@local test: it needs the platform this suite starts itself; against E2E_BASE_URL run with --grep-invert @local');
  }
}
