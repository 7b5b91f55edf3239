/** Third-party telemetry constants (product rules §1, §9), in one place. */

/** The Yandex Metrika tag script. */
export const METRIKA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';

/** Metrika features of product rules §1: click map, link tracking, session recording. */
export const METRIKA_INIT_OPTIONS = {
  clickmap: true,
  trackLinks: true,
  accurateTrackBounce: true,
  webvisor: true,
} as const;

/** Event analytics: attribution only; page views, sessions, forms and downloads off (product rules §1). */
export const AMPLITUDE_AUTOCAPTURE = {
  attribution: true,
  pageViews: false,
  sessions: false,
  formInteractions: false,
  fileDownloads: false,
  elementInteractions: false,
  frustrationInteractions: false,
  networkTracking: false,
  webVitals: false,
  performanceTracking: false,
  pageUrlEnrichment: false,
} as const;

/** Error reporting: tracing spans end after 2000 ms of inactivity (product rules §9). */
export const SENTRY_SPAN_TIMEOUT_MS = 2000;
export const SENTRY_TRACES_SAMPLE_RATE = 0.1;

/** Responses with this status are not errors worth reporting (product rules §1). */
export const IGNORED_ERROR_STATUS = 401;
