import type { ComponentType } from 'react';
import type { AreaName, RouteName } from '../routes';

/**
 * What every remote exposes, and the only thing the shell knows about it.
 * Each remote exposes exactly one module, `./pages`, so a team can refactor anything else
 * inside its area without breaking the shell or another area.
 */
export interface RemotePageProps {
  /** The named route being rendered; one component may serve several routes (content pages). */
  routeName: RouteName;
}

export type RemotePages = Partial<Record<RouteName, ComponentType<RemotePageProps>>>;

/** The shape of `<remote>/pages`. */
export interface RemotePagesModule {
  pages: RemotePages;
}

/** The federation container name of each area rendered by a remote (the shell renders its own). */
export const remoteNameOfArea = {
  avia: 'mf-avia',
  profile: 'mf-profile',
  tours: 'mf-tours',
  content: 'mf-content',
} as const satisfies Record<Exclude<AreaName, 'shell'>, string>;

export type RemoteArea = keyof typeof remoteNameOfArea;
export type RemoteName = (typeof remoteNameOfArea)[RemoteArea];

export const remoteNames = Object.values(remoteNameOfArea) as RemoteName[];

/** The id passed to the federation runtime's `loadRemote`. */
export const exposedPagesModule = './pages';

/**
 * The federation container name of a remote: the package name with `_`, because the container
 * name becomes a JavaScript global (`mf-avia` would not build).
 */
export function federationContainerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

export function isRemoteName(value: string): value is RemoteName {
  return (remoteNames as string[]).includes(value);
}
