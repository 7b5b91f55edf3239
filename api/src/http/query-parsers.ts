import * as v from 'valibot';

/** Query parameters arrive as strings; these turn them into values with Russian messages. */
export const optionalInt = (message: string, min = 0, max = 1_000_000_000) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d+$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message)));

export const optionalBoolean = (message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.picklist(['true', 'false', '1', '0'], message),
      v.transform((text) => text === 'true' || text === '1'),
    ),
  );
