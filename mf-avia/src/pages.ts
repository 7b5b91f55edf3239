import { createScaffoldPage, routesOfArea, type RemotePages } from 'shared';
import { paymentPages } from './payment/payment-pages';

// SCAFFOLDING until the avia area issue lands: the routes without a page yet render the plain page.
const ScaffoldPage = createScaffoldPage('avia', process.env.BUILD_LABEL);

/** The one module this remote exposes (`mf-avia/pages`): the page of each route the avia area owns. */
export const pages: RemotePages = {
  ...Object.fromEntries(routesOfArea('avia').map((routeName) => [routeName, ScaffoldPage])),
  ...paymentPages,
};
