import { lazy, type ComponentType } from 'react';
import type { RemotePageProps, RemotePages } from './remote-contract';

/** How an area's pages.ts loads one route's page: the code arrives when the route is first rendered. */
export type PageLoader = () => Promise<ComponentType<RemotePageProps>>;
export type PageLoaders = Record<string, PageLoader>;

/** An area's pages, each loaded on first render (Suspense meanwhile); the build names each `import()`'s chunk after its route, so the early script finds it. */
export function lazyPages(loaders: PageLoaders): RemotePages {
  return Object.fromEntries(Object.entries(loaders).map(([routeName, load]) => [routeName, lazy(() => load().then((page) => ({ default: page })))]));
}
