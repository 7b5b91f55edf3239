import * as v from 'valibot';

/** GET /countries: ISO 3166-1 alpha-2 code and Russian name, sorted by name. */
export const countrySchema = v.object({
  code: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  name: v.string(),
});
export type Country = v.InferOutput<typeof countrySchema>;

export const countriesResponseSchema = v.array(countrySchema);
