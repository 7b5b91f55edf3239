import type { RemotePages } from 'shared';
import { ContentPage } from './content-page/content-page';
import declared from './routes.json' with { type: 'json' };

/**
 * The one module this remote exposes (`mf-content/pages`): the page of each route the content area owns.
 * One component serves every route, so it stays in this module (no `lazyPages`): an info page needs no
 * chunk beyond the one the early script preloads.
 */
export const pages: RemotePages = Object.fromEntries(declared.routes.map((route) => [route.key, ContentPage]));
