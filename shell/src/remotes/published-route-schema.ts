import * as v from 'valibot';

/**
 * A route as a release publishes it, in the registry or beside an overriding build's manifest. The
 * release command checked it by the full rule of routes files (shared/src/routes/published-routes.js);
 * the browser makes sure of the shape it reads.
 */
export const publishedRouteSchema = v.object({
  key: v.string(),
  path: v.pipe(v.string(), v.regex(/^\//)),
  title: v.string(),
  description: v.string(),
  slug: v.optional(v.string()),
  earlyPhoto: v.optional(v.string()),
});
