/**
 * The public analytics and error-reporting API every area calls. The services themselves load
 * after first paint (the shell connects them), so calls made earlier wait in a short queue.
 */
export type EventProperties = Record<string, string | number | boolean | null>;

export interface TelemetrySink {
  track?(name: string, properties: EventProperties): void;
  identify?(userId: string | null, userProperties: EventProperties): void;
  captureError?(error: unknown, context: EventProperties): void;
}

type QueuedCall =
  | { kind: 'track'; name: string; properties: EventProperties }
  | { kind: 'identify'; userId: string | null; userProperties: EventProperties }
  | { kind: 'captureError'; error: unknown; context: EventProperties };

/** Enough for everything before first paint; beyond it the oldest calls go. */
const MAX_QUEUED_CALLS = 100;

const sinks: TelemetrySink[] = [];
const queue: QueuedCall[] = [];
let connected = false;

function deliver(sink: TelemetrySink, call: QueuedCall) {
  try {
    if (call.kind === 'track') sink.track?.(call.name, call.properties);
    else if (call.kind === 'identify') sink.identify?.(call.userId, call.userProperties);
    else sink.captureError?.(call.error, call.context);
  } catch (error) {
    // Analytics must never break the page.
    console.warn('Telemetry sink failed', error);
  }
}

function dispatch(call: QueuedCall) {
  if (!connected) {
    queue.push(call);
    if (queue.length > MAX_QUEUED_CALLS) queue.shift();
    return;
  }
  for (const sink of sinks) deliver(sink, call);
}

/** Logs a named event with properties. */
export function trackEvent(name: string, properties: EventProperties = {}): void {
  dispatch({ kind: 'track', name, properties });
}

let lastIdentity: string | null = null;

/**
 * Sets the user id (as text) and the user property; null after logout. Repeating the same
 * identity is a no-op: login, sign-up and the start-up profile fetch may all announce it.
 */
export function identifyUser(userId: string | number | null, userProperties: EventProperties = {}): void {
  const id = userId === null ? null : String(userId);
  const identity = JSON.stringify([id, userProperties]);
  if (identity === lastIdentity) return;
  lastIdentity = identity;
  dispatch({ kind: 'identify', userId: id, userProperties });
}

/** Reports an error to the error-reporting service (it drops 401 answers itself). */
export function reportError(error: unknown, context: EventProperties = {}): void {
  dispatch({ kind: 'captureError', error, context });
}

/**
 * Connects the loaded services (called by the shell after first paint). The first connection
 * replays the queue in order; sinks added later get only new calls.
 */
export function connectTelemetry(...newSinks: TelemetrySink[]): void {
  sinks.push(...newSinks);
  if (connected) return;
  connected = true;
  for (const call of queue.splice(0)) for (const sink of sinks) deliver(sink, call);
}

/** Test helper: back to the unconnected state with an empty queue. */
export function resetTelemetryForTests(): void {
  lastIdentity = null;
  sinks.length = 0;
  queue.length = 0;
  connected = false;
}
