import type { ComponentType } from 'react';
import { areaNames, type AreaName } from '../routes';

/**
 * What every remote exposes, and the only thing the shell knows about it.
 * Each remote exposes exactly one module, `./pages`, so a team can refactor anything else
 * inside its area without breaking the shell or another area.
 */
export interface RemotePageProps {
  /** The key of the route being rendered, as the area published it; one component may serve several routes (content pages). */
  routeName: string;
}

/** An area's pages by the keys of the routes it publishes (its src/routes.json). */
export type RemotePages = Partial<Record<string, ComponentType<RemotePageProps>>>;

/** The shape of `<remote>/pages`. */
export interface RemotePagesModule {
  pages: RemotePages;
}

export type RemoteArea = Exclude<AreaName, 'shell'>;
/** A remote's package and registry name: `mf-<area>`, as listed in tooling/platform.json. */
export type RemoteName = `mf-${RemoteArea}`;

/** The remote that renders each area (the shell renders its own), derived from the area list. */
export const remoteNameOfArea = Object.fromEntries(areaNames.filter((area): area is RemoteArea => area !== 'shell').map((area) => [area, `mf-${area}`])) as {
  readonly [Area in RemoteArea]: `mf-${Area}`;
};

export const remoteNames = Object.values(remoteNameOfArea) as RemoteName[];

/** The id passed to the federation runtime's `loadRemote`. */
export const exposedPagesModule = './pages';

export function isRemoteName(value: string): value is RemoteName {
  return (remoteNames as string[]).includes(value);
}
