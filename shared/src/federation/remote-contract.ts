import type { ComponentType } from 'react';
import type { RouteHeadOf } from '../page-head';
import { areaNames, type AreaName } from '../routes';

/** What every remote exposes (one module, `./pages`), the only thing the shell knows about it: a team refactors the rest freely. */
export interface RemotePageProps {
  /** The key of the route being rendered, as the area published it; one component may serve several routes (content pages). */
  routeName: string;
}

/** An area's pages by the keys of the routes it publishes (its src/routes.json). */
export type RemotePages = Partial<Record<string, ComponentType<RemotePageProps>>>;

/**
 * An area's head functions by route key (docs/architecture.md#page-heads), loaded with the page's chunk: the page and
 * the page server call the same function. A route without one keeps the head it published.
 */
export type RouteHeads = Partial<Record<string, () => Promise<RouteHeadOf<never>>>>;

/** The shape of `<remote>/pages`. */
export interface RemotePagesModule {
  pages: RemotePages;
  heads?: RouteHeads;
}

/** The areas this repository builds (tooling/platform.json); the registry may name others, registered at run time. */
export type RemoteArea = Exclude<AreaName, 'shell'>;
/** A remote's registry name, `mf-<area>`: any area the registry lists, also one registered at run time (docs/architecture.md#adding-an-area). */
export type RemoteName = `mf-${string}`;
/** The registry name of an area this repository builds. */
export type BuiltRemoteName = `mf-${RemoteArea}`;

/** The remote that renders each area built here (the shell renders its own), derived from the area list. */
export const remoteNameOfArea = Object.fromEntries(areaNames.filter((area): area is RemoteArea => area !== 'shell').map((area) => [area, `mf-${area}`])) as {
  readonly [Area in RemoteArea]: `mf-${Area}`;
};

/** The areas built here, for tests and tools that visit each (the shell reads the registry instead). */
export const remoteNames = Object.values(remoteNameOfArea) as BuiltRemoteName[];

/** The id passed to the federation runtime's `loadRemote`. */
export const exposedPagesModule = './pages';

/** The rule of an area's name (tooling/releases/release-store.mjs AREA_NAME is the same): `mf-`, then lower-case Latin letters, digits and hyphens. */
const REMOTE_NAME = /^mf-[a-z][a-z0-9-]*$/;

export function isRemoteName(value: string): value is RemoteName {
  return REMOTE_NAME.test(value);
}
