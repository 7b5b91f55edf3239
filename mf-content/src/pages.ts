import type { RemotePages, RouteHeads } from 'shared';
import { contentPageHead } from './content-page/content-head';
import { ContentPage } from './content-page/content-page';
import declared from './routes.json' with { type: 'json' };

/** The one module this remote exposes: one component serves every content route, kept here (no `lazyPages`), so an info page needs no chunk beyond the preloaded one. */
export const pages: RemotePages = Object.fromEntries(declared.routes.map((route) => [route.key, ContentPage]));

/** Every info page's head, from its page's title and body (docs/architecture.md#page-heads): the same function the page calls. */
export const heads: RouteHeads = Object.fromEntries(declared.routes.map((route) => [route.key, () => Promise.resolve(contentPageHead)]));
