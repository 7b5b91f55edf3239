// Types of published-routes.js (the tooling reads the .js as it is).
export interface PublishedRoute {
  /** The route's name in `linkTo` and the key of its page in the area's exposed `pages`. */
  readonly key: string;
  readonly path: string;
  /** The head a page starts from, before it sets its own. */
  readonly title: string;
  readonly description: string;
  /** Content pages are driven by a slug (product rules §2 "Static content pages"). */
  readonly slug?: string;
  /** A personal or transactional page: its head tells search engines not to index it (docs/architecture.md#page-heads). */
  readonly noindex?: boolean;
}
export interface AreaRoutes {
  readonly area: string;
  readonly routes: readonly PublishedRoute[];
  /** Route keys of other areas this area's code links to. */
  readonly links: readonly string[];
}
/** The part of remotes.json that carries routes: remote name → the live release's routes, and each canary's. */
export interface RegistryRoutes {
  readonly routes?: Readonly<Record<string, readonly PublishedRoute[]>>;
  readonly canaries?: Readonly<Record<string, { readonly percent: number; readonly routes?: readonly PublishedRoute[] }>>;
}
export interface SiteRoute extends PublishedRoute {
  /** The remote that renders it (`mf-avia`). */
  readonly area: string;
}
export declare const ROUTES_FILE: string;
export declare const CANARY_BUCKET_COOKIE: string;
export declare class RoutesFileError extends Error {}
export declare function parseAreaRoutes(raw: unknown, source: string): AreaRoutes;
export declare function routeConflicts(routesByArea: Readonly<Record<string, readonly PublishedRoute[]>>): string[];
export declare function routePattern(path: string): string;
export declare function inCanary(bucket: number | null, percent: number): boolean;
export declare function siteRoutes(registry: RegistryRoutes, bucket: number | null): SiteRoute[];
export declare function routeOfPath<Route extends { path: string }>(routes: readonly Route[], urlPath: string): Route | undefined;
export declare function canaryBucketOf(cookieHeader: string | undefined | null): number | null;
