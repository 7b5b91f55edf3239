import { createScaffoldPage, routesOfArea, type RemotePages } from 'shared';

// SCAFFOLDING until the tours area issue lands: every route of the area renders the plain page.
const ScaffoldPage = createScaffoldPage('tours', process.env.BUILD_LABEL);

/** The one module this remote exposes (`mf-tours/pages`): the page of each route the tours area owns. */
export const pages: RemotePages = Object.fromEntries(routesOfArea('tours').map((routeName) => [routeName, ScaffoldPage]));
