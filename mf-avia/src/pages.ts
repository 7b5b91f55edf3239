import { createScaffoldPage, routesOfArea, type RemotePages } from 'shared';

// SCAFFOLDING until the avia area issue lands: every route of the area renders the plain page.
const ScaffoldPage = createScaffoldPage('avia', process.env.BUILD_LABEL);

/** The one module this remote exposes (`mf-avia/pages`): the page of each route the avia area owns. */
export const pages: RemotePages = Object.fromEntries(routesOfArea('avia').map((routeName) => [routeName, ScaffoldPage]));
