import { routesOfArea, type RemotePages } from 'shared';
import { ContentPage } from './content-page/content-page';

/** The one module this remote exposes (`mf-content/pages`): the page of each route the content area owns. */
export const pages: RemotePages = Object.fromEntries(routesOfArea('content').map((routeName) => [routeName, ContentPage]));
