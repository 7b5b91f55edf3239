// The address of a route page (docs/product-rules.md §D Route pages): `/avia/routes/MOW-AER`, the two
// cities' IATA codes in capitals joined by a hyphen. Plain dependency-free JavaScript: the route page,
// the home page's links and the sitemap (shell/server/seo, run by Node without a build) read one rule.

const ROUTE_PARAM = /^([A-Z]{3})-([A-Z]{3})$/;

/** The `:route` param of the route page (route key `flightRoute`) of two city codes as the API writes them: `MOW-AER`. */
export function routePageParam(origin, destination) {
  return `${origin}-${destination}`;
}

/** The two city codes a route page's param names, or null for anything else (lower case, other separators, one city twice). */
export function readRoutePageParam(param) {
  const match = ROUTE_PARAM.exec(param ?? '');
  if (!match || match[1] === match[2]) return null;
  return { origin: match[1], destination: match[2] };
}

/** The city whose popular routes the home page shows until a traveller chooses one: the sitemap lists the same route pages. */
export const HOME_ROUTES_ORIGIN = 'MOW';
