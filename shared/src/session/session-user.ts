import { userSchema, type User } from '../contracts';

/** The signed-in user as `GET /private/login` returns it: the API's own schema (spec §3 User). */
export const sessionUserSchema = userSchema;
export type SessionUser = User;

export const PROFILE_PATH = '/private/login';
