// Counts the files of the three walks of docs/architecture.md. `node scripts/flow-walks.mjs --reader`
// counts the reader's walks (`readerWalks`): the files a reader opens to follow the request and its
// answer (the method of the codebase review), listed by hand in the docs' order and kept real by
// tooling/__tests__/flow-walks.test.mjs; a hop is a change of package between consecutive files.
// Without `--reader` it counts every file reachable from the files each walk names through value
// imports (a barrel that only re-exports is passed through, not opened; type-only imports, CSS and
// libraries are not followed), an upper bound: it also opens the header, footer, telemetry and forms
// the walk never loads. Each prints its count per package and its package hops; `--files` lists the
// files (with why, for `--reader`).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remoteFederation } from '../tooling/federation-config.mjs';
import { remoteNames } from '../tooling/platform-apps.mjs';

const root = path.join(import.meta.dirname, '..');

/** Each walk starts from the files its steps in docs/architecture.md name. */
export const walks = {
  '/about': [
    'tooling/serve-static.mjs',
    'shell/src/index.html',
    'shell/src/boot/before-bundle.js',
    'shell/src/index.ts',
    'mf-content/src/pages.ts',
    'api/src/pages/pages-module.ts',
  ],
  login: ['shell/src/frame/header/profile-entry.tsx', 'shell/src/frame/auth/auth-modal.tsx', 'api/src/accounts/login-routes.ts'],
  'flight search': ['mf-avia/src/search-form/search-form.tsx', 'mf-avia/src/results/search-page.tsx', 'api/src/flights/search/search-routes.ts'],
};

/**
 * A file of a reader's walk: `why` says what the reader learns there; `start` marks a file no earlier
 * one names, where a step of the docs' walk starts (the page the server answers, a request arriving at
 * the API).
 * @typedef {{ file: string, why: string, start?: true }} ReaderEntry
 */

/** The API client's files every request goes through, in reading order (shared infrastructure counts once per walk). @type {ReaderEntry[]} */
const apiClientEntries = [
  {
    file: 'shared/src/api-client/api-request.ts',
    why: 'the API base; storage read without ever throwing; what a request carries: the stored token, the UTM values (from the address, then kept, or from storage), the XSRF cookie; the request: base, UTM query, Bearer token, XSRF echo (primed first for a state change); an early answer taken over; a failure becomes ApiError',
  },
  {
    file: 'shared/src/api-client/request-rules.js',
    why: "the storage keys, the XSRF cookie, header and priming path and the UTM parameter names, which the API checks too; the early request's key, the cookie reading and the UTM rule: one copy with the early script",
  },
  {
    file: 'shared/src/api-client/early-answers.ts',
    why: "window.__PLATFORM_BOOT__: the early script's answer to this very request, if it asked it, taken once",
  },
  { file: 'shared/src/api-client/api-error.ts', why: "every failure as one ApiError with a Russian message; the body's notFound" },
];

/**
 * The API client's files, less those the walk has opened already.
 * @param {string[]} openedBefore
 * @returns {ReaderEntry[]}
 */
const apiClient = (...openedBefore) => apiClientEntries.filter((entry) => !openedBefore.includes(entry.file));

/**
 * The reader's walks of docs/architecture.md: the files a reader opens to follow the request and its
 * answer end to end, in the order the steps of the docs take them (the method of the codebase review,
 * made reproducible). Counted: a file the data passes through, or a rule the data obeys (a JSON file a
 * rule reads included). Not counted: CSS, type-only imports, libraries, tests, UI pieces off the data
 * path (icons, buttons, header, footer, modal chrome, telemetry), code the walk never loads, content the
 * store holds (page texts, airport lists), and the build. Checked by tooling/__tests__/flow-walks.test.mjs.
 * @type {Record<string, ReaderEntry[]>}
 */
export const readerWalks = {
  '/about': [
    { file: 'tooling/serve-static.mjs', why: 'answers index.html for any page path, 404 for a path no route matches' },
    {
      file: 'shared/src/routes/published-routes.js',
      why: "the routes the live releases published, read from remotes.json per request: /about is the content area's pageAbout",
    },
    { file: 'tooling/shell-page.mjs', why: 'config.json (the API base) written into the page' },
    {
      file: 'shell/src/index.html',
      start: true,
      why: 'the page the server answers (built from this template): the static frame the early page is painted into',
    },
    {
      file: 'shell/src/boot/before-bundle.js',
      start: true,
      why: "written into the page's head by the build: asks GET /pages/about before any bundle (the client's rules) and paints it; fetches remotes.json and the area's manifest",
    },
    { file: 'shell/src/index.ts', start: true, why: "main.js's entry (the build adds it to the page): bootstrap in a task of its own" },
    { file: 'shell/src/bootstrap.tsx', why: 'runtime config, API client configured, registry fetch started; the one jotai store and the router rendered' },
    { file: 'shell/src/config/runtime-config.ts', why: 'config.json read (the early copy taken over) and checked field by field' },
    {
      file: 'shared/src/api-client/early-answers.ts',
      why: 'window.__PLATFORM_BOOT__, the hand-over from the early script: what it fetched (config, remotes.json, the manifest), taken over once',
    },
    { file: 'shared/src/api-client/api-request.ts', why: 'configureApiClient: the API base every request starts with' },
    { file: 'shell/src/remotes/remote-registry.ts', why: "remotes.json checked → each area's manifest URL; whether this browser gets an area's canary" },
    { file: 'shell/src/remotes/override-param.ts', why: 'whether a QA override is in play; the parameter stripped from the address' },
    {
      file: 'shell/src/router/app-routes.tsx',
      why: "the shell's own routes, the areas' discovered from the registry's answer: /about is content's pageAbout, so a RemoteRoute: error boundary and Suspense; the page the early script painted, taken once and carried until the area renders",
    },
    { file: 'shared/src/federation/remote-contract.ts', why: 'remoteNameOfArea and the one exposed module, ./pages' },
    { file: 'shell/src/frame/retry-boundary.tsx', why: "a failed area load shows its message and 'Повторить'" },
    { file: 'shell/src/remotes/remote-pages-loader.ts', why: "registry → manifest → remote entry → loadRemote('mf_content/pages'), under one deadline" },
    { file: 'shell/src/remotes/remote-entry.ts', why: "the area's manifest read (the early copy taken over) and its remote entry registered" },
    { file: 'mf-content/src/pages.ts', why: "the content area's pages: every content route is ContentPage" },
    { file: 'mf-content/src/routes.json', why: "the content area's routes, as it publishes them: each key, path and slug" },
    {
      file: 'mf-content/src/content-page/content-page.tsx',
      why: "the route's slug; the page loaded by it; loading, not-found, failure or the body, whose links inside the site navigate client-side",
    },
    { file: 'shared/src/ui/use-api-resource.ts', why: 'loads by key; an early answer is the first render; a 404 is the not-found state' },
    { file: 'shared/src/pages/api/get-content-page.ts', why: 'GET /pages/{slug} through the API client; the early answer read' },
    { file: 'shared/src/pages/content-page-schemas.ts', why: "the answer's schema: slug, title, body" },
    ...apiClient('shared/src/api-client/early-answers.ts', 'shared/src/api-client/api-request.ts'),
    { file: 'api/src/app.ts', start: true, why: 'where the request arrives: CORS, the XSRF cookie, the cache rule, compression, the routes registered' },
    {
      file: 'api/src/http/middleware.ts',
      why: 'the answer: the XSRF cookie set for a browser without one; no-store unless the route chose a public policy; JSON compressed (brotli or gzip)',
    },
    { file: 'api/src/modules/all-modules.ts', why: 'every module of the API, pages among them' },
    { file: 'api/src/pages/pages-module.ts', why: 'the pages module: its seed; GET /pages/:slug: an unknown or malformed slug is a 404 with notFound' },
    { file: 'api/src/http/route.ts', why: 'how a route is registered: auth, params, query and body checked' },
    { file: 'api/src/pages/page-store.ts', why: "the page read from the pages table, sanitised on the way out by the API's allow-list sanitiser" },
    { file: 'api/src/http/http-error.ts', why: 'HttpError, with notFound: true as an extra of the one error body every failure is answered with' },
    { file: 'mf-content/src/content-page/content-texts.ts', why: "the not-found view's words and the failures' wording" },
    { file: 'shared/src/ui/page-states.tsx', why: 'LoadingView, NotFoundView and FailureNotice' },
    {
      file: 'mf-content/src/content-page/sanitise-page-body.ts',
      why: 'what the browser keeps of the HTML: headings renumbered, tables, new-tab links; a link inside the site or outside it',
    },
    { file: 'shared/src/pages/body-heading-levels.js', why: 'the heading rule, one copy with the early script' },
    { file: 'shared/src/ui/use-document-title.ts', why: "the document title set from the page's title" },
  ],
  login: [
    { file: 'shell/src/frame/header/profile-entry.tsx', why: "'Вход и регистрация': pointing preloads the forms, a click sets openAuthModalAtom" },
    {
      file: 'shell/src/frame/auth/auth-modal.tsx',
      why: "the modal the frame keeps on every page: its forms' chunk loaded on intent; reads the modal's state, shows the login view, completes the login",
    },
    { file: 'shared/src/modals/auth-modal-state.ts', why: "the modal's state: open, complete the login (the callback action run by name, then close), close" },
    { file: 'shell/src/frame/auth/auth-panel.tsx', why: 'the login form of the three' },
    { file: 'shell/src/frame/auth/login-form.tsx', why: 'validated with loginRequestSchema; submit → requestLoginToken → signInWithTokenAtom' },
    { file: 'shared/src/accounts/account-schemas.ts', why: 'loginRequestSchema (the API validates the body with it), the token and user answers' },
    { file: 'shared/src/contracts/messages.ts', why: 'the validation and login messages both sides use' },
    { file: 'shared/src/accounts/api/auth-form-requests.ts', why: 'POST /private/login_check → the token' },
    ...apiClient(),
    { file: 'api/src/app.ts', start: true, why: 'where the request arrives: CORS, XSRF, the cache rule, the routes registered, the sign-in hooks run' },
    {
      file: 'api/src/http/middleware.ts',
      why: 'a POST refused unless its header equals the (valid) cookie; the cookie set; GET /xsrf, which only sets it; no-store on the answer',
    },
    { file: 'api/src/modules/all-modules.ts', why: 'every module of the API, accounts among them' },
    { file: 'api/src/accounts/accounts-module.ts', why: 'the login routes, with the account rate limits' },
    {
      file: 'api/src/accounts/login-routes.ts',
      why: 'POST /private/login_check: limits, user, hash (a decoy when unknown), rehash, hooks, token; GET /private/login',
    },
    {
      file: 'api/src/http/route.ts',
      why: "the body checked with the shared schema, a refused body's messages per field; the user resolved for GET /private/login",
    },
    { file: 'api/src/accounts/rate-limits.ts', why: 'the login budgets per e-mail and per address' },
    { file: 'api/src/http/rate-limiter.ts', why: 'counted in the database; 429 with Retry-After past the budget' },
    { file: 'api/src/http/request-context.ts', why: "the caller's address, behind a proxy too" },
    { file: 'api/src/accounts/user-store.ts', why: 'the user by e-mail; the hash stored again' },
    { file: 'api/src/auth/password-hashing.ts', why: 'Argon2id (or an old scrypt hash) verified, the decoy hash, whether to hash again' },
    { file: 'api/src/accounts/sign-in.ts', why: 'the sign-in announced to the modules' },
    { file: 'api/src/modules/api-module.ts', why: 'the sign-in event: what a password login proves' },
    { file: 'api/src/flights/flights-module.ts', why: "flights' sign-in hook: guest orders join a proved address only" },
    { file: 'api/src/tours/tours-module.ts', why: "tours' sign-in hook: this browser's wishlist joins a proved account" },
    {
      file: 'api/src/auth/session-tokens.ts',
      why: 'the token issued: a JWT with the session generation; later verified, then its session asked of the accounts',
    },
    { file: 'api/src/http/http-error.ts', why: '401 with the login message, in the one error body every failure is answered with' },
    {
      file: 'shared/src/session/session-atoms.ts',
      why: 'signInWithTokenAtom: the token stored, the user loaded (GET /private/login, checked with userSchema); only a 401 signs out',
    },
    { file: 'shared/src/accounts/session-check.json', why: 'its path, which the early script asks on later visits' },
    { file: 'api/src/accounts/accounts-service.ts', why: 'a token older than the password or the session generation is void' },
    { file: 'shell/src/frame/auth/auth-error-messages.ts', why: 'a failure turned into its message (product rules §8)' },
  ],
  // A search made with the home page's form: the results page comes by client-side navigation, so the
  // early script, which makes the search's POST only when a /search/ address is loaded, is not on this
  // walk (as the login walk leaves out its session check on a later visit); the /about walk reads it.
  'flight search': [
    { file: 'mf-avia/src/home/home-page.tsx', why: "the home page's search form; a search navigates to /search/<string>" },
    { file: 'mf-avia/src/search-form/search-form.tsx', why: 'submit: the form validated, its search string built' },
    { file: 'mf-avia/src/search-form/search-form-values.ts', why: 'the form validated, its parameters encoded; a string read back leniently' },
    {
      file: 'shared/src/format/dates.ts',
      why: 'a typed ДД.ММ.ГГГГ as an ISO date (the rule the date field reads by too); today in Moscow, and days counted from it',
    },
    {
      file: 'shared/src/flights/search-string-codec.ts',
      why: 'FlightSearchParams ↔ MOW2512LED30121, with its Russian messages; the horizon, passenger and leg limits; the request field a search string travels in',
    },
    { file: 'shared/src/flights/flight-search-start.json', why: "the results route, the first page's size, the string's pattern" },
    { file: 'shared/src/routes/route-table.ts', why: "the typed route table; linkTo('search', { searchString })" },
    { file: 'shared/src/routes/route-table.json', why: 'search is /search/:searchString, area avia' },
    {
      file: 'shell/src/router/app-routes.tsx',
      start: true,
      why: "the shell's router, as the address changes: the search route is avia's, so a RemoteRoute: area → remote; the area's pages",
    },
    { file: 'shell/src/remotes/remote-pages-loader.ts', why: "the area's pages module, loaded already with the home page" },
    { file: 'mf-avia/src/pages.ts', why: "search → the results page's chunk" },
    { file: 'shared/src/federation/lazy-pages.ts', why: 'each page a lazily loaded chunk' },
    { file: 'mf-avia/src/results/search-page.tsx', why: 'the string read, the search run, filtered in the browser, the cards rendered' },
    {
      file: 'mf-avia/src/results/search-page-state.ts',
      why: 'readSearchString once per string: the spelling the page searches with; createSearch, then pollSearch until every result is in; the filters kept in the URL query',
    },
    {
      file: 'shared/src/ui/progressive-search.ts',
      why: 'the polling loop: a forgotten search restarted, results merged by id; later, the first four cards at once, the rest when the browser is idle',
    },
    {
      file: 'shared/src/flights/api/search-requests.ts',
      why: 'POST /flights/searches?firstPage=true&limit=20; GET /flights/searches/{id}?after=N&wait=true&compact=true&limit=60',
    },
    {
      file: 'shared/src/flights/search-contract.ts',
      why: 'the request body (searchString, allowAirportChange); FlightResult and the search state; a page in the compact form: checked, expanded into FlightResults',
    },
    { file: 'shared/src/flights/flight-shapes.ts', why: "the search string's field; a result's directions, fares and prices (an order's too)" },
    ...apiClient(),
    { file: 'api/src/app.ts', start: true, why: 'where the request arrives: CORS, XSRF, the cache rule, compression, the routes registered' },
    {
      file: 'api/src/http/middleware.ts',
      why: 'a POST refused unless its header equals the (valid) cookie; the cookie set; GET /xsrf, which only sets it; no-store on the answers; the pages of results compressed (brotli or gzip)',
    },
    { file: 'api/src/modules/all-modules.ts', why: 'every module of the API, flights among them' },
    {
      file: 'api/src/flights/flights-module.ts',
      why: "the flights module's routes; one search store per app over one flight domain per process: reference data (codes resolved to airports and cities), route network, schedules and search engine",
    },
    { file: 'api/src/flights/search/search-routes.ts', why: 'POST /flights/searches and GET /flights/searches/:id: first page, waiting polls, compact pages' },
    {
      file: 'api/src/http/route.ts',
      why: "body, params and query checked with the schemas (after, wait, compact, limit); a refused body's messages per field",
    },
    { file: 'api/src/http/http-error.ts', why: 'a Russian 400, or 404 for a forgotten search, in the one error body every failure is answered with' },
    {
      file: 'api/src/flights/search/searches.ts',
      why: "the string decoded with the shared codec, its places must exist and differ; the flight search's phases, each phase's trips best first; the id carries the search; a trip as the FlightResult the site renders",
    },
    { file: 'api/src/search-sessions/search-session-store.ts', why: 'the FIFO queue, sessions kept or re-run from the id, waiting polls' },
    { file: 'api/src/flights/search/seat-store.ts', why: 'the days whose sold seats the search reads, in one query; seats left: generated minus sold' },
    { file: 'api/src/flights/search/trip-search.ts', why: 'the phases: non-stop, one connection, two; trips of every leg' },
    {
      file: 'api/src/flights/search/connection-search.ts',
      why: 'which connections are allowed, when two stops are searched; flights joined into an itinerary with its layovers; the search engine: direction queries over the network',
    },
    { file: 'api/src/flights/schedule/route-network.ts', why: 'which routes exist' },
    { file: 'api/src/flights/schedule/flight-generator.ts', why: "a route's flights on a day, generated in memory" },
    { file: 'api/src/flights/pricing/pricing.ts', why: 'the base fare, the fare families and their conditions, the price per passenger' },
    {
      file: 'shared/src/flights/result-rules.ts',
      why: 'the one results engine: the filter state, best order (the API per phase), filters and facets (the page)',
    },
    { file: 'mf-avia/src/results/result-card.tsx', why: 'one result rendered' },
    { file: 'shared/src/flights/flight-format.ts', why: 'how a flight reads: times, durations, stops' },
  ],
};

const sourceExtensions = ['.ts', '.tsx', '.mjs', '.js', '.json'];

/** @param {string} file absolute, without extension or a folder */
function withExtension(file) {
  if (existsSync(file) && statSync(file).isFile()) return file;
  for (const extension of sourceExtensions) if (existsSync(file + extension)) return file + extension;
  const stripped = file.replace(/\.(js|mjs)$/, '');
  if (stripped !== file) for (const extension of ['.ts', '.tsx']) if (existsSync(stripped + extension)) return stripped + extension;
  for (const extension of sourceExtensions) if (existsSync(path.join(file, 'index' + extension))) return path.join(file, 'index' + extension);
  return null;
}

/** The repository's own file an import names, or null for a library. @param {string} from @param {string} specifier */
function resolve(from, specifier) {
  if (specifier.startsWith('.')) return withExtension(path.resolve(path.dirname(from), specifier));
  const [packageName, ...rest] = specifier.split('/');
  const packageDir = path.join(root, packageName);
  if (!existsSync(path.join(packageDir, 'package.json'))) return null;
  const exports = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).exports;
  const subpath = rest.length > 0 ? `./${rest.join('/')}` : '.';
  const target = typeof exports === 'object' && exports !== null ? exports[subpath] : undefined;
  if (typeof target === 'string') return withExtension(path.join(packageDir, target));
  return withExtension(path.join(packageDir, ...rest));
}

/** @param {string} text */
const stripComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/**
 * The imports of a file: [specifier, names or null for the whole module]. Value imports only, unless
 * `withTypes` (then type-only imports and re-exports too).
 * @param {string} text @param {{ withTypes?: boolean }} [options]
 */
function importsOf(text, { withTypes = false } = {}) {
  /** @type {[string, string[] | null][]} */
  const found = [];
  const code = stripComments(text);
  // re-exports (`export … from`) are passed through by definitionOf, not opened
  const reExports = withTypes ? [...code.matchAll(/\b(export)\s+(type\s+)?(\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/g)] : [];
  for (const match of [...code.matchAll(/\b(import)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g), ...reExports]) {
    const [, , typeOnly, clause, specifier] = match;
    if (typeOnly && !withTypes) continue;
    const braces = /\{([^}]*)\}/.exec(clause);
    const named = braces
      ? braces[1]
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part && (withTypes || !part.startsWith('type ')))
          .map((part) =>
            part
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0]
              .trim(),
          )
      : [];
    const whole = /^\*|^[\w$]+\s*(,|$)/.test(clause.trim()) && !clause.trim().startsWith('{');
    if (whole) found.push([specifier, null]);
    else if (named.length > 0) found.push([specifier, named]);
  }
  for (const match of code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g)) {
    found.push([match[1] ?? match[2], null]);
  }
  for (const match of code.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) found.push([match[1], null]);
  return found.filter(([specifier]) => !/\.css$/.test(specifier));
}

/** Where a name exported by `file` is defined: the file itself, or through its re-exports. @param {string} file @param {string} name */
function definitionOf(file, name) {
  const found = definitionThrough(file, name, new Set());
  // defined locally and exported by a list (`export { name }`): the file itself
  return found.length > 0 ? found : [file];
}

/** @param {string} file @param {string} name @param {Set<string>} seen */
function definitionThrough(file, name, seen) {
  if (seen.has(file)) return [];
  seen.add(file);
  const code = stripComments(readFileSync(file, 'utf8'));
  const local =
    name === 'default'
      ? /export\s+default\b/
      : new RegExp(`export\\s+(declare\\s+)?(async\\s+)?(function\\*?|const|let|class|interface|type|enum)\\s+${name}\\b`);
  if (local.test(code)) return [file];
  for (const match of code.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const names = match[2].split(',').map((part) => part.trim().replace(/^type\s+/, ''));
    const entry = names.find(
      (part) =>
        part
          .split(/\s+as\s+/)
          .at(-1)
          .trim() === name,
    );
    if (entry) {
      const target = resolve(file, match[3]);
      return target ? definitionOf(target, entry.split(/\s+as\s+/)[0].trim()) : [];
    }
  }
  for (const match of code.matchAll(/export\s+\*\s+from\s*['"]([^'"]+)['"]/g)) {
    const target = resolve(file, match[1]);
    const defined = target ? definitionThrough(target, name, seen) : [];
    if (defined.length > 0) return defined;
  }
  return /export\s*\{[^}]*\}(?!\s*from)/.test(code) && new RegExp(`\\b${name}\\b`).test(code) ? [file] : [];
}

/** @param {string[]} seeds relative to the repository */
export function walk(seeds) {
  const opened = new Set();
  const queue = seeds.map((file) => path.join(root, file));
  while (queue.length > 0) {
    const file = queue.shift();
    if (opened.has(file)) continue;
    opened.add(file);
    if (file.endsWith('.json')) continue;
    for (const [specifier, names] of importsOf(readFileSync(file, 'utf8'))) {
      const target = specifier.startsWith('/') ? null : resolve(file, specifier);
      if (!target) continue;
      if (names === null) queue.push(target);
      else for (const name of names) queue.push(...definitionOf(target, name));
    }
  }
  return [...opened].map((file) => path.relative(root, file)).sort();
}

/** @param {string[]} seeds */
export function packageHops(seeds) {
  // a hop: an import from a file of one package to a file of another
  let hops = 0;
  const files = walk(seeds);
  for (const file of files) {
    if (file.endsWith('.json')) continue;
    const own = file.split('/')[0];
    const targets = new Set();
    for (const [specifier, names] of importsOf(readFileSync(path.join(root, file), 'utf8'))) {
      const target = specifier.startsWith('/') ? null : resolve(path.join(root, file), specifier);
      if (!target) continue;
      const defined = names === null ? [target] : names.flatMap((name) => definitionOf(target, name));
      for (const definition of defined) targets.add(path.relative(root, definition).split('/')[0]);
    }
    targets.delete(own);
    hops += targets.size;
  }
  return hops;
}

/** @param {string} file relative to the repository */
const packageOf = (file) => file.split('/', 1)[0] ?? file;

/**
 * Whether `file` names `candidate` (both relative to the repository): imports it, value or type,
 * static or dynamic, through barrels to the file that defines each name; re-exports it; loads it as an
 * area's exposed `./pages` (`loadRemote`); or, for a JSON file, holds its path as a string
 * (`readShared('routes/route-table.json')`).
 * @param {string} file @param {string} candidate
 */
export function names(file, candidate) {
  const named = namedBy(file);
  if (named.files.has(candidate)) return true;
  return candidate.endsWith('.json') && named.jsonPaths.some((literal) => candidate === literal || candidate.endsWith(`/${literal}`));
}

/** @type {Map<string, { files: Set<string>, jsonPaths: string[] }>} */
const namedByCache = new Map();
/** @param {string} file relative to the repository */
function namedBy(file) {
  const cached = namedByCache.get(file);
  if (cached) return cached;
  const absolute = path.join(root, file);
  const text = readFileSync(absolute, 'utf8');
  const code = stripComments(text);
  /** @type {Set<string>} */
  const files = new Set();
  for (const [specifier, imported] of importsOf(text, { withTypes: true })) {
    const target = specifier.startsWith('/') ? null : resolve(absolute, specifier);
    if (!target) continue;
    for (const definition of imported === null ? [target] : imported.flatMap((name) => definitionOf(target, name))) files.add(path.relative(root, definition));
  }
  if (/\bloadRemote\b\s*[<(]/.test(code)) for (const exposedModule of exposedModules()) files.add(exposedModule);
  // a JSON path relative to the file, or a path under some folder (`routes/route-table.json`)
  const jsonPaths = [...code.matchAll(/['"`]([^'"`\s]+\.json)['"`]/g)].flatMap(([, literal = '']) =>
    literal.startsWith('.') ? [path.relative(root, path.resolve(path.dirname(absolute), literal))] : literal.includes('/') ? [literal] : [],
  );
  const named = { files, jsonPaths };
  namedByCache.set(file, named);
  return named;
}

/** @type {string[] | undefined} */
let exposed;
/** Each remote's exposed modules (`mf-content/src/pages.ts`), from the federation settings every remote uses. */
function exposedModules() {
  exposed ??= remoteNames.flatMap((name) => Object.values(remoteFederation(path.join(root, name), name).exposes).map((file) => path.join(name, file)));
  return exposed;
}

/**
 * What keeps a reader's walk a real walk: every file exists, none repeats, and each after the first
 * is named by an earlier one (see `names`) or marked `start` (a place a step of the docs starts).
 * @param {ReaderEntry[]} entries
 * @returns {string[]} the problems, empty when none
 */
export function readerWalkProblems(entries) {
  const problems = [];
  /** @type {string[]} */
  const earlier = [];
  for (const [index, entry] of entries.entries()) {
    if (!existsSync(path.join(root, entry.file)) || !statSync(path.join(root, entry.file)).isFile()) problems.push(`${entry.file}: no such file`);
    else if (earlier.includes(entry.file)) problems.push(`${entry.file}: listed twice`);
    else if (index > 0) {
      const named = earlier.some((file) => names(file, entry.file));
      if (!named && !entry.start) problems.push(`${entry.file}: no earlier file names it, and it is not marked start`);
      if (named && entry.start) problems.push(`${entry.file}: marked start, but an earlier file names it`);
    }
    earlier.push(entry.file);
  }
  return problems;
}

/** A reader's walk: its files per package, and a hop each time consecutive entries change package. @param {ReaderEntry[]} entries */
export function readerWalkCount(entries) {
  /** @type {Map<string, number>} */
  const perPackage = new Map();
  for (const { file } of entries) perPackage.set(packageOf(file), (perPackage.get(packageOf(file)) ?? 0) + 1);
  const hops = entries.filter((entry, index) => index > 0 && packageOf(entry.file) !== packageOf(entries[index - 1]?.file ?? '')).length;
  return { files: entries.length, perPackage, hops };
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { reader: { type: 'boolean' }, files: { type: 'boolean' } } });
  if (values.reader) {
    for (const [name, entries] of Object.entries(readerWalks)) {
      const { files, perPackage, hops } = readerWalkCount(entries);
      console.log(`${name}: ${files} files (${[...perPackage].map((entry) => entry.join(' ')).join(', ')}), ${hops} package hops`);
      if (values.files) for (const entry of entries) console.log(`  ${entry.file}${entry.start ? ' (start)' : ''}: ${entry.why}`);
    }
  } else {
    for (const [name, seeds] of Object.entries(walks)) {
      const files = walk(seeds);
      /** @type {Map<string, number>} */
      const perPackage = new Map();
      for (const file of files) perPackage.set(file.split('/')[0], (perPackage.get(file.split('/')[0]) ?? 0) + 1);
      console.log(`${name}: ${files.length} files (${[...perPackage].map((entry) => entry.join(' ')).join(', ')}), ${packageHops(seeds)} package hops`);
      if (values.files) for (const file of files) console.log(`  ${file}`);
    }
  }
}
