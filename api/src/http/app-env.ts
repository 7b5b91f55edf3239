import type { Context } from 'hono';

/** Who is calling: resolved from `Authorization: Bearer <jwt>` against the users table. */
export interface AuthUser {
  id: string;
  email: string;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    /** Set by the route wrapper for routes with `auth: 'optional' | 'required'`. */
    user: AuthUser | null;
  };
}

export type AppContext = Context<AppEnv>;
