import type { Context } from 'hono';
import type { User } from 'shared/node';

/**
 * Who is calling: resolved from `Authorization: Bearer <jwt>` against the users table, as
 * `GET /private/login` shows it (so that route answers without reading the row again).
 */
export type AuthUser = User;

export interface AppEnv {
  Variables: {
    requestId: string;
    /** Set by the route wrapper for routes with `auth: 'optional' | 'required'`. */
    user: AuthUser | null;
  };
}

export type AppContext = Context<AppEnv>;
