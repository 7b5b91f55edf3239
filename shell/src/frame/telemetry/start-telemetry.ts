import { connectTelemetry, type TelemetrySink } from 'shared';
import type { RuntimeConfig } from '../../config/runtime-config';
import { startAmplitude } from './amplitude-sink';
import { startMetrika } from './metrika';
import { startSentry } from './sentry-sink';

type TelemetryConfig = Pick<RuntimeConfig, 'environment' | 'metrikaCounterId' | 'amplitudeApiKey' | 'sentryDsn'>;

/** Starts the counter (production), analytics (key set) and error reports (DSN set); one failing leaves the others, and early calls replay once all settled. */
export async function startTelemetry(config: TelemetryConfig): Promise<void> {
  if (config.environment === 'production' && config.metrikaCounterId) {
    try {
      startMetrika(config.metrikaCounterId);
    } catch (error) {
      console.warn('Metrika did not start', error);
    }
  }
  const starting: Promise<TelemetrySink>[] = [];
  if (config.amplitudeApiKey) starting.push(startAmplitude(config.amplitudeApiKey));
  if (config.sentryDsn) starting.push(startSentry(config.sentryDsn, config.environment));
  const sinks: TelemetrySink[] = [];
  for (const result of await Promise.allSettled(starting)) {
    if (result.status === 'fulfilled') sinks.push(result.value);
    else console.warn('A telemetry service did not start', result.reason);
  }
  connectTelemetry(...sinks);
}

/** Runs `task` once the browser is idle after first paint, so telemetry never delays the page. */
export function afterFirstPaint(task: () => void): () => void {
  let idleHandle: number | null = null;
  const frame = requestAnimationFrame(() => {
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(task, { timeout: 3000 });
    } else {
      idleHandle = window.setTimeout(task, 1);
    }
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idleHandle !== null) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
      else window.clearTimeout(idleHandle);
    }
  };
}
