import { routesOfArea, type RemotePages } from 'shared';
import { ScaffoldPage } from './scaffolding/scaffold-page';

/** The one module this remote exposes (`mf-tours/pages`): the page of each route the tours area owns. */
export const pages: RemotePages = Object.fromEntries(routesOfArea('tours').map((routeName) => [routeName, ScaffoldPage]));
