import type { MiddlewareHandler } from 'hono';
import type { SessionTokens, SessionUser } from '../auth/session-tokens.js';
import type { PasswordHasher } from '../auth/password-hashing.js';
import type { AppConfig } from '../config/env.js';
import type { Database } from '../db/database.js';
import type { AppEnv } from '../http/request-context.js';
import type { RouteDefinition } from '../http/route.js';
import type { Logger } from '../logger.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';

/** Raised after every successful sign-in (password, mailed link, confirmation, password reset). */
export interface UserAuthenticatedEvent {
  userId: string;
  email: string;
  via: 'login' | 'login_token' | 'confirmation' | 'password_reset';
  /** The address this sign-in proved the person reads (the one the followed link was mailed to); null for a password login. */
  provedEmail: string | null;
  /** Whether the address is proved after this sign-in: only then does data kept without an account join it (§D Accounts). */
  emailProved: boolean;
  /** The sign-in request, for state a module keeps per browser (the tours wishlist cookie). */
  request?: Request;
}

/** What the module owning the accounts supplies to the core and to every other module. */
export interface AccountsService {
  /** A single-use sign-in link (24 h) to the account's current address, `${PUBLIC_SITE_URL}/login?loginToken=…`; following it proves that address. */
  issueLoginLink(userId: string): Promise<string>;
  /** `emailProved`: see UserAuthenticatedEvent. */
  findUser(userId: string): Promise<{ id: string; email: string; emailProved: boolean } | null>;
  /** Whether a validly signed token's session still stands; the core's `authenticate` asks it. */
  sessionUser: SessionUser;
  /** The demo account, for other modules' demo data; null until the accounts seed has made it. */
  demoUser(): Promise<{ id: string; email: string; phone: string } | null>;
}

/** What the core builds before any module: the same for every module. */
export interface CoreContext {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  /** Background jobs on the database (api/src/jobs): `work` a queue, `enqueue` into it (inside a transaction with `tx`). */
  jobs: JobQueue;
  logger: Logger;
  sessions: SessionTokens;
  passwords: PasswordHasher;
}

export interface ModuleContext extends CoreContext {
  accounts: AccountsService;
  /** Tells every module's `onUserAuthenticated`; used by the accounts routes. */
  emitUserAuthenticated(event: UserAuthenticatedEvent): Promise<void>;
}

/** A module's middleware for its own paths, inside the core's (security headers, CORS, limits): after `next()` it has the last word on headers. */
export interface ModuleMiddleware {
  path: string;
  handler: MiddlewareHandler<AppEnv>;
}

/**
 * A feature of the API (accounts, pages, flights…): the app calls `seed` once after the migrations, registers `middleware`
 * and `routes` (also into /openapi.json), and calls `onUserAuthenticated` after sign-up and sign-in (its errors only logged).
 */
export interface ApiModule {
  name: string;
  /** Only the module that owns the accounts provides this. */
  provideAccounts?(core: CoreContext): AccountsService;
  middleware?(ctx: ModuleContext): ModuleMiddleware[];
  routes(ctx: ModuleContext): RouteDefinition[];
  seed?(ctx: ModuleContext): Promise<void>;
  onUserAuthenticated?(event: UserAuthenticatedEvent, ctx: ModuleContext): Promise<void>;
}
