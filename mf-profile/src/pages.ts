import { createScaffoldPage, routesOfArea, type RemotePages } from 'shared';

// SCAFFOLDING until the profile area issue lands: every route of the area renders the plain page.
const ScaffoldPage = createScaffoldPage('profile', process.env.BUILD_LABEL);

/** The one module this remote exposes (`mf-profile/pages`): the page of each route the profile area owns. */
export const pages: RemotePages = Object.fromEntries(routesOfArea('profile').map((routeName) => [routeName, ScaffoldPage]));
