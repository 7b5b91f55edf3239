// Every route of the site with a sample URL, straight from the shared route table (the contract).
import { remoteNameOfArea, remoteNames, type BuiltRemoteName as RemoteName } from 'shared/federation-contract';
import { routeNames, routeTable, type AreaName, type RouteName } from 'shared/routes';

export type { AreaName, RemoteName, RouteName };
export { remoteNames };

/** Who renders a route: the shell itself, or the remote of its area. */
export type Owner = RemoteName | 'shell';

export function ownerOfArea(area: AreaName): Owner {
  return area === 'shell' ? 'shell' : remoteNameOfArea[area];
}

export interface RouteSample {
  name: RouteName;
  url: string;
  owner: Owner;
}

const sampleParams: Record<string, string> = {
  searchString: 'MOW2512LED30121',
  offerId: 'offer-42',
  orderUuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  paymentUuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  status: 'success',
  hotelId: '1001',
  route: 'MOW-AER',
};

export const routeSamples: RouteSample[] = routeNames.map((name) => ({
  name,
  url: routeTable[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => sampleParams[key] ?? `${key}-1`),
  owner: ownerOfArea(routeTable[name].area),
}));

/** Which route stands for a remote where its first route would not do (e.g. one that needs data). */
const preferredSample: Partial<Record<RemoteName, RouteName>> = {
  'mf-avia': 'booking',
  'mf-profile': 'profileOrdersList',
  'mf-tours': 'tours',
  'mf-content': 'pageAbout',
};

/** One route per remote, for the resilience and bundle checks (a new area gets its first route). */
export const sampleRouteOfRemote = Object.fromEntries(
  remoteNames.map((remote) => {
    const preferred = preferredSample[remote];
    const sample = routeSamples.find((route) => (preferred ? route.name === preferred : route.owner === remote));
    if (!sample) throw new Error(`no route of the route table is rendered by ${remote}`);
    return [remote, sample];
  }),
) as Record<RemoteName, RouteSample>;
