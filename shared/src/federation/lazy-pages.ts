import { lazy, type ComponentType } from 'react';
import type { RemotePageProps, RemotePages } from './remote-contract';

/** How an area's pages.ts loads one route's page: the code arrives when the route is first rendered. */
export type PageLoader = () => Promise<ComponentType<RemotePageProps>>;
export type PageLoaders = Record<string, PageLoader>;

/**
 * An area's exposed pages, each loaded on first render (the shell's Suspense shows meanwhile). The
 * build names the chunk of each `import()` in pages.ts after the route it sits under
 * (tooling/route-page-chunks-plugin.mjs), which is how the shell's early script finds it.
 */
export function lazyPages(loaders: PageLoaders): RemotePages {
  return Object.fromEntries(Object.entries(loaders).map(([routeName, load]) => [routeName, lazy(() => load().then((page) => ({ default: page })))]));
}
