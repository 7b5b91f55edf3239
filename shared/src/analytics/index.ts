// Analytics and error reporting every area may call (product rules §1); the shell connects the real services.
export { trackEvent, identifyUser, reportError, connectTelemetry, resetTelemetryForTests, type EventProperties, type TelemetrySink } from './telemetry-hub';
export { ANALYTICS_EVENTS, ANALYTICS_PROPERTIES, ANALYTICS_USER_PROPERTY, type AnalyticsEventName } from './analytics-events';
