import { remoteNameOfArea, routeNames, routeTable, type RemoteArea, type RemotePages, type RemotePagesModule, type RouteName } from 'shared';

// The one check that each remote's `./pages` (the whole federation contract) matches the route
// table: the shell is where remotes meet, so it reads every remote's module from its package.
const areas = Object.keys(remoteNameOfArea) as RemoteArea[];

async function pagesOf(area: RemoteArea): Promise<RemotePages> {
  // The package directory is the remote's name (`mf-avia/src/pages.ts`), so a new area is checked too.
  const file = new URL(`../../../../${remoteNameOfArea[area]}/src/pages.ts`, import.meta.url).pathname;
  const module = (await import(/* @vite-ignore */ file)) as RemotePagesModule;
  return module.pages;
}

/** A React component: a function, or a memo/lazy/forwardRef object. */
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/** The routes the table gives an area, read from the table itself rather than through routesOfArea. */
const ownedBy = (area: RemoteArea): RouteName[] => routeNames.filter((name) => routeTable[name].area === area);

describe.each(areas)('the pages of the %s remote', (area) => {
  it('render every route the table gives the area, and no other route', async () => {
    const pages = await pagesOf(area);
    const owned = ownedBy(area);
    expect(owned.length).toBeGreaterThan(0);
    const missing = owned.filter((name) => !isComponent(pages[name]));
    const extra = Object.keys(pages).filter((name) => !owned.includes(name as RouteName));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });
});
