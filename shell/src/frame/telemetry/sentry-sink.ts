import type { TelemetrySink } from 'shared';
import { areaReleases } from '../../remotes/remote-registry';
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
      if (isIgnoredError(hint.originalException)) return null;
      // a tag per area (`release.mf-avia`), so a canary's error rate can be compared with the live release's
      const releaseTags = Object.entries(areaReleases()).map(([remote, release]) => [`release.${remote}`, release]);
      return releaseTags.length === 0 ? event : { ...event, tags: { ...event.tags, ...Object.fromEntries(releaseTags) } };
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
