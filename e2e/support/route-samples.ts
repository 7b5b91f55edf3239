// Every route of the site with a sample URL, straight from the shared route table (the contract).
import { remoteNameOfArea, remoteNames, type RemoteName } from 'shared/federation-contract';
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
};

export const routeSamples: RouteSample[] = routeNames.map((name) => ({
  name,
  url: routeTable[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => sampleParams[key] ?? `${key}-1`),
  owner: ownerOfArea(routeTable[name].area),
}));

/** One route per remote, for the resilience and bundle checks. */
export const sampleRouteOfRemote: Record<RemoteName, RouteSample> = {
  'mf-avia': routeSamples.find((route) => route.name === 'booking')!,
  'mf-profile': routeSamples.find((route) => route.name === 'profileOrdersList')!,
  'mf-tours': routeSamples.find((route) => route.name === 'tours')!,
  'mf-content': routeSamples.find((route) => route.name === 'pageAbout')!,
};
