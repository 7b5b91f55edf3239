import type { TelemetrySink } from 'shared';
import { areaReleases } from '../../remotes/remote-registry';
import { AMPLITUDE_AUTOCAPTURE } from './telemetry-settings';

/**
 * The event-analytics wrapper (product rules §1), on only when a key is configured. The library is a
 * separate chunk fetched after first paint, never on the critical path.
 */
export async function startAmplitude(apiKey: string): Promise<TelemetrySink> {
  const amplitude = await import(/* webpackChunkName: "amplitude" */ '@amplitude/analytics-browser');
  // Every event, tracked or autocaptured, names the release of each loaded area (a canary or the live one).
  amplitude.add({
    name: 'area-releases',
    type: 'enrichment',
    execute: async (event) => ({ ...event, event_properties: { ...event.event_properties, area_releases: areaReleases() } }),
  });
  // Ready only when init's promise resolves: the events queued before start-up are handed over as
  // soon as this returns, and one sent while the SDK was still adding its plugins went nowhere.
  await amplitude.init(apiKey, {
    autocapture: { ...AMPLITUDE_AUTOCAPTURE },
    remoteConfig: { fetchRemoteConfig: false },
    enableDiagnostics: false,
  }).promise;
  return {
    track(name, properties) {
      amplitude.track(name, properties);
    },
    identify(userId, userProperties) {
      amplitude.setUserId(userId ?? undefined);
      const identify = new amplitude.Identify();
      for (const [key, value] of Object.entries(userProperties)) {
        if (value !== null) identify.set(key, value);
      }
      if (Object.keys(userProperties).length > 0) amplitude.identify(identify);
    },
  };
}
