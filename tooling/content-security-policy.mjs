// The site's Content-Security-Policy, built from the runtime files the shell reads (remotes.json, config.json), so the
// static server and nginx answer one policy and a moved area or API needs no second edit. Scripts only from the site,
// the areas' origins and the early script's hash; the API is the only other data origin; plugins, <base>, framing off.

/** Third-party hosts each telemetry service needs, only when config.json switches it on. */
const METRIKA = ['https://mc.yandex.ru', 'https://mc.yandex.com', 'https://yastatic.net'];
const AMPLITUDE = ['https://api2.amplitude.com'];

/** @param {string} url */
function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** @param {Array<string | undefined>} values */
function unique(values) {
  return [...new Set(values.filter((value) => typeof value === 'string' && value !== '' && value !== 'null'))];
}

/**
 * @param {{
 *   registry?: { remotes?: Record<string, string>, overrideOrigins?: string[] },
 *   config?: { apiBase?: string, metrikaCounterId?: number, amplitudeApiKey?: string, sentryDsn?: string },
 *   siteOrigin?: string,
 *   scriptHashes?: string[],
 * }} input the parsed remotes.json and config.json; siteOrigin when the API base is a path (`/api`);
 *   scriptHashes: the shell's inline scripts (`'sha256-…'`, its dist's inline-script-hashes.json)
 * @returns {string}
 */
export function contentSecurityPolicy({ registry = {}, config = {}, siteOrigin, scriptHashes = [] } = {}) {
  const areaOrigins = Object.values(registry.remotes ?? {}).map((url) => originOf(url));
  // QA may load one area from an allow-listed origin (`?mf-override=`): its scripts must run too.
  const qaOrigins = (registry.overrideOrigins ?? []).map((url) => originOf(url));
  const apiOrigin = config.apiBase ? originOf(new URL(config.apiBase, siteOrigin ?? 'http://site.invalid').href) : undefined;
  const metrika = config.metrikaCounterId ? METRIKA : [];
  const amplitude = config.amplitudeApiKey ? AMPLITUDE : [];
  const sentry = config.sentryDsn ? [originOf(config.sentryDsn)] : [];
  // An API under the site's own path prefix is 'self' already.
  const api = apiOrigin && apiOrigin !== 'http://site.invalid' && apiOrigin !== siteOrigin ? [apiOrigin] : [];

  const directives = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...scriptHashes, ...areaOrigins, ...qaOrigins, ...metrika]),
    // Each area's stylesheets come from its own origin; inline: the frame's first-paint <style>, the
    // development build's injected CSS and React's style attributes.
    'style-src': unique(["'self'", "'unsafe-inline'", ...areaOrigins, ...qaOrigins]),
    'img-src': unique(["'self'", 'data:', ...areaOrigins, ...api, ...metrika]),
    'font-src': unique(["'self'", 'data:', ...areaOrigins]),
    // The federation runtime fetches each area's mf-manifest.json; areas call the API.
    'connect-src': unique(["'self'", ...api, ...areaOrigins, ...qaOrigins, ...metrika, ...amplitude, ...sentry]),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  // The site's own origin is 'self' already (one-origin deployments list the areas by path).
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.filter((value) => value !== siteOrigin).join(' ')}`)
    .join('; ');
}

/**
 * `policy` widened by the telemetry hosts `config` switches on, as contentSecurityPolicy would
 * give for that config.json (e2e tests switch telemetry on in the browser only).
 * @param {string} policy
 * @param {{ metrikaCounterId?: number, amplitudeApiKey?: string, sentryDsn?: string }} config
 */
export function withTelemetrySources(policy, config) {
  const metrika = config.metrikaCounterId ? METRIKA : [];
  const amplitude = config.amplitudeApiKey ? AMPLITUDE : [];
  const sentry = config.sentryDsn ? [originOf(config.sentryDsn)] : [];
  /** @type {Record<string, Array<string | undefined>>} */
  const extra = { 'script-src': metrika, 'img-src': metrika, 'connect-src': [...metrika, ...amplitude, ...sentry] };
  return policy
    .split('; ')
    .map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, ...unique([...values, ...(extra[name] ?? [])])].join(' ');
    })
    .join('; ');
}

/**
 * `policy` with one response's nonce among its script sources: the inline scripts React writes into a page that goes out in parts
 * (tooling/serve-static.mjs, sendStreamedPage). @param {string} policy @param {string} nonce
 */
export function withScriptNonce(policy, nonce) {
  return policy.replace(/(^|; )script-src /, (directive) => `${directive}'nonce-${nonce}' `);
}

/** The file in the shell's dist naming its inline scripts' hashes for script-src (tooling/early-script-plugin.mjs). */
export const INLINE_SCRIPT_HASHES_FILE = 'inline-script-hashes.json';

/** Headers every page and file carries besides the CSP; X-Frame-Options repeats frame-ancestors 'none' for browsers that read only it. */
export const siteSecurityHeaders = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
