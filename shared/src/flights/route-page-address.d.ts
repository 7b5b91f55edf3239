// Types of route-page-address.js (the sitemap reads the .js as it is).
export declare function routePageParam(origin: string, destination: string): string;
export declare function readRoutePageParam(param: string | undefined): { origin: string; destination: string } | null;
export declare const HOME_ROUTES_ORIGIN: 'MOW';
