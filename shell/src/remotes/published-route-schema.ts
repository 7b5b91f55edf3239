import * as v from 'valibot';

/** A route as a release publishes it (the release command checked the full rule, published-routes.js): the browser checks the shape it reads. */
export const publishedRouteSchema = v.object({
  key: v.string(),
  path: v.pipe(v.string(), v.regex(/^\//)),
  title: v.string(),
  description: v.string(),
  slug: v.optional(v.string()),
});
