import * as v from 'valibot';

/** Answers of the place calls, apart from search-contract.ts: every first page's search form needs only these, and a schema module is bundled whole. */
export const cityCasesSchema = v.object({ nominative: v.string(), locative: v.string(), genitive: v.string(), accusative: v.string() });

/** The prediction shape of product rules §3 (cityId, city, country) plus what the search form and titles need (§D Places). */
export const placePredictionSchema = v.object({
  type: v.picklist(['city', 'airport']),
  cityId: v.string(),
  city: v.string(),
  country: v.string(),
  code: v.string(),
  name: v.string(),
  nameEn: v.string(),
  cityCode: v.string(),
  countryCode: v.string(),
  cases: cityCasesSchema,
  airports: v.array(v.object({ code: v.string(), name: v.string() })),
});
export type PlacePrediction = v.InferOutput<typeof placePredictionSchema>;
export const placePredictionsSchema = v.object({ items: v.array(placePredictionSchema) });
