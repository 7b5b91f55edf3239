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
  /**
   * The address this sign-in proved the person reads, in a way that joins guest data: the one
   * the followed link was mailed to (login link, confirmation with the password, password
   * reset); null for a password login.
   */
  provedEmail: string | null;
  /**
   * Whether the account's address is proved after this sign-in. Data kept without an account
   * (the tours wishlist of this browser) joins only then: a never-proved account's password
   * may be someone else's (docs/product-rules.md §D Accounts).
   */
  emailProved: boolean;
  /** The sign-in request, for state a module keeps per browser (the tours wishlist cookie). */
  request?: Request;
}

/** What the module owning the accounts supplies to the core and to every other module. */
export interface AccountsService {
  /**
   * A single-use sign-in link for a mail to the account's current address: `${PUBLIC_SITE_URL}/login?loginToken=…`
   * (oneTimeLoginPath from shared) (24 h). Following it proves that address only.
   */
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

/**
 * A module's middleware for its own paths. It wraps the core's middleware (security headers,
 * CORS, limits), so what it does after `next()` has the last word on the response's headers.
 */
export interface ModuleMiddleware {
  path: string;
  handler: MiddlewareHandler<AppEnv>;
}

/**
 * A feature of the API (accounts, pages, flights…). The app takes the accounts service from the
 * one module that provides it, calls `seed` once at start after the migrations, registers
 * `middleware` and `routes` (also into /openapi.json), and calls `onUserAuthenticated` after
 * sign-up and sign-in (errors there are logged, never fail the sign-in).
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
