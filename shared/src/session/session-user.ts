import * as v from 'valibot';

/** The signed-in user as `GET /private/login` returns it (spec §3 User). */
export const sessionUserSchema = v.object({
  id: v.union([v.number(), v.string()]),
  email: v.string(),
  phone: v.nullish(v.string(), null),
  phoneWithoutCode: v.nullish(v.string(), null),
});

export type SessionUser = v.InferOutput<typeof sessionUserSchema>;

export const PROFILE_PATH = '/private/login';
