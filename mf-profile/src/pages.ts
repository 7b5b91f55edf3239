import { routesOfArea, type RemotePages } from 'shared';
import { ScaffoldPage } from './scaffolding/scaffold-page';

/** The one module this remote exposes (`mf-profile/pages`): the page of each route the profile area owns. */
export const pages: RemotePages = Object.fromEntries(routesOfArea('profile').map((routeName) => [routeName, ScaffoldPage]));
