import { routesOfArea, type RemotePages } from 'shared';
import { ScaffoldPage } from './scaffolding/scaffold-page';

/** The one module this remote exposes (`mf-avia/pages`): the page of each route the avia area owns. */
export const pages: RemotePages = Object.fromEntries(routesOfArea('avia').map((routeName) => [routeName, ScaffoldPage]));
