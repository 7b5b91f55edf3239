import { routeTable, type RouteName } from './route-table';

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
