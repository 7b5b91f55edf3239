// Every route of the site (product rules §2 and the tours) with its owning area: any area links to any route by `linkTo`
// without knowing which remote renders it. Data (route-table.json), so tooling/route-table.mjs writes the first paint's copies.
import table from './route-table.json' with { type: 'json' };

/** The shell and every area a remote renders; a remote's package is `mf-<area>` (tooling/platform.json). */
export const areaNames = ['shell', 'avia', 'profile', 'tours', 'content'] as const;
export type AreaName = (typeof areaNames)[number];

interface RouteDefinition {
  readonly path: string;
  readonly area: AreaName;
  /** Content pages are driven by a slug (product rules §2 "Static content pages"). */
  readonly slug?: string;
}

export const routeTable: typeof table = table satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routeTable;

export const routeNames = Object.keys(routeTable) as RouteName[];

/** The routes one area renders, in table order. */
export function routesOfArea(area: AreaName): RouteName[] {
  return routeNames.filter((name) => routeTable[name].area === area);
}

/** ':a/x/:b' → 'a' | 'b', so a link to a route must name exactly its params. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<Name extends RouteName> = {
  [Key in ParamNames<(typeof routeTable)[Name]['path']>]: string | number;
};

export type LinkQuery = Record<string, string | number | boolean | null | undefined>;

type LinkArgs<Name extends RouteName> = [ParamNames<(typeof routeTable)[Name]['path']>] extends [never]
  ? [params?: Record<string, never>, query?: LinkQuery]
  : [params: RouteParams<Name>, query?: LinkQuery];

/** Builds the URL of a named route: `linkTo('booking', { offerId })`. */
export function linkTo<Name extends RouteName>(name: Name, ...[params, query]: LinkArgs<Name>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = routeTable[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === '') throw new Error(`linkTo('${name}'): missing param '${key}'`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
