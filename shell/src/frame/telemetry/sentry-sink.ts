import type { TelemetrySink } from 'shared';
import { isIgnoredError } from './sentry-filter';
import { SENTRY_SPAN_TIMEOUT_MS, SENTRY_TRACES_SAMPLE_RATE } from './telemetry-settings';

/** Error reporting with @sentry/react, loaded after first paint as its own chunk. */
export async function startSentry(dsn: string, environment: string): Promise<TelemetrySink> {
  const Sentry = await import(/* webpackChunkName: "sentry" */ '@sentry/react');
  Sentry.init({
    dsn,
    environment,
    integrations: [Sentry.browserTracingIntegration({ idleTimeout: SENTRY_SPAN_TIMEOUT_MS })],
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
    beforeSend(event, hint) {
      return isIgnoredError(hint.originalException) ? null : event;
    },
  });
  return {
    captureError(error, context) {
      if (isIgnoredError(error)) return;
      Sentry.captureException(error, { extra: context });
    },
    identify(userId) {
      Sentry.setUser(userId === null ? null : { id: userId });
    },
  };
}
