import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ApiError, identifyUser, reportError, resetTelemetryForTests, trackEvent } from 'shared';
import { reportMetrikaHit, resetMetrikaForTests, startMetrika } from '../telemetry/metrika';
import { isIgnoredError } from '../telemetry/sentry-filter';
import { startTelemetry } from '../telemetry/start-telemetry';
import { usePageViewReporting } from '../telemetry/use-telemetry';

const amplitude = vi.hoisted(() => {
  class Identify {
    values: Record<string, unknown> = {};
    set(key: string, value: unknown) {
      this.values[key] = value;
      return this;
    }
  }
  // init answers at once, but the SDK is ready only when its `promise` resolves (plugins added)
  const init = vi.fn((_apiKey: string, _options: { autocapture: Record<string, boolean> }) => ({ promise: Promise.resolve() as Promise<void> }));
  type Enrichment = { execute: (event: { event_properties?: Record<string, unknown> }) => Promise<{ event_properties?: Record<string, unknown> }> };
  return { init, add: vi.fn((_plugin: Enrichment) => undefined), track: vi.fn(), setUserId: vi.fn(), identify: vi.fn(), Identify };
});
vi.mock('@amplitude/analytics-browser', () => amplitude);

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(),
  setUser: vi.fn(),
  browserTracingIntegration: vi.fn((options: unknown) => ({ name: 'BrowserTracing', options })),
}));
vi.mock('@sentry/react', () => sentry);

beforeEach(() => {
  resetTelemetryForTests();
  resetMetrikaForTests();
  document.head.innerHTML = '';
  vi.clearAllMocks();
});
afterEach(() => resetTelemetryForTests());

const metrikaScripts = () => [...document.querySelectorAll('script')].filter((script) => script.src.includes('mc.yandex.ru'));

describe('web-metrics counter', () => {
  it('runs in production only', async () => {
    await startTelemetry({ environment: 'development', metrikaCounterId: 123 });
    expect(metrikaScripts()).toHaveLength(0);
    expect(window.ym).toBeUndefined();
    await startTelemetry({ environment: 'production', metrikaCounterId: 123 });
    expect(metrikaScripts()).toHaveLength(1);
    expect(metrikaScripts()[0]!.src).toBe('https://mc.yandex.ru/metrika/tag.js');
  });

  it('is initialised with click map, link tracking and session recording', () => {
    startMetrika(123);
    expect(window.ym!.a).toEqual([[123, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: true }]]);
  });

  function Probe() {
    usePageViewReporting();
    return null;
  }

  it('reports a page view when the path changes, not when only the query changes', async () => {
    startMetrika(7);
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/?sort=price'));
    await act(() => router.navigate('/about'));
    await act(() => router.navigate('/about#team'));
    await act(() => router.navigate('/help'));
    const hits = window.ym!.a!.filter((call) => call[1] === 'hit');
    expect(hits.map((call) => new URL(call[2] as string).pathname)).toEqual(['/about', '/help']);
    expect(hits[0]![3]).toEqual({ referer: `${window.location.origin}/?sort=price` });
  });

  it('reports nothing before it started', () => {
    reportMetrikaHit('http://x/a', 'http://x/');
    expect(window.ym).toBeUndefined();
  });
});

describe('event analytics', () => {
  it('is off without a key', async () => {
    await startTelemetry({ environment: 'production' });
    expect(amplitude.init).not.toHaveBeenCalled();
  });

  it('tracks attribution only, and forwards events, the user id as text and one property', async () => {
    trackEvent('Окно открыто', { Окно: 'Вход и регистрация' });
    await startTelemetry({ environment: 'development', amplitudeApiKey: 'key-1' });
    const [key, options] = amplitude.init.mock.calls[0]!;
    expect(key).toBe('key-1');
    expect(options.autocapture).toMatchObject({ attribution: true, pageViews: false, sessions: false, formInteractions: false, fileDownloads: false });
    expect(amplitude.track).toHaveBeenCalledWith('Окно открыто', { Окно: 'Вход и регистрация' });
    identifyUser(42, { Авторизован: 'Да' });
    expect(amplitude.setUserId).toHaveBeenCalledWith('42');
    expect(amplitude.identify.mock.calls[0]![0].values).toEqual({ Авторизован: 'Да' });
    // every event names the releases of the loaded areas (none loaded here)
    const enriched = await amplitude.add.mock.calls[0]![0].execute({ event_properties: { Окно: 'Вход и регистрация' } });
    expect(enriched.event_properties).toEqual({ Окно: 'Вход и регистрация', area_releases: {} });
  });

  it('hands the early events over only once the SDK has finished starting, so none passes it before its destination is there', async () => {
    let ready!: () => void;
    amplitude.init.mockReturnValueOnce({ promise: new Promise<void>((resolve) => (ready = resolve)) });
    trackEvent('Окно открыто', { Окно: 'Вход и регистрация' });
    const starting = startTelemetry({ environment: 'development', amplitudeApiKey: 'key-1' });
    await vi.waitFor(() => expect(amplitude.init).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(amplitude.track).not.toHaveBeenCalled();
    ready();
    await starting;
    expect(amplitude.track).toHaveBeenCalledWith('Окно открыто', { Окно: 'Вход и регистрация' });
  });
});

describe('error reporting', () => {
  it('ignores 401 answers and uses a 2000 ms span timeout', async () => {
    await startTelemetry({ environment: 'production', sentryDsn: 'https://k@o1.ingest.sentry.io/1' });
    const options = sentry.init.mock.calls[0]![0];
    expect(options.dsn).toBe('https://k@o1.ingest.sentry.io/1');
    expect(sentry.browserTracingIntegration).toHaveBeenCalledWith({ idleTimeout: 2000 });
    const event = { message: 'x' };
    expect(options.beforeSend(event, { originalException: new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Нет' }) })).toBeNull();
    expect(options.beforeSend(event, { originalException: new ApiError({ status: 500, code: 'SERVER_ERROR', message: 'Ошибка' }) })).toBe(event);
    reportError(new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Нет' }));
    const failure = new Error('boom');
    reportError(failure, { Где: 'тест' });
    expect(sentry.captureException).toHaveBeenCalledTimes(1);
    expect(sentry.captureException).toHaveBeenCalledWith(failure, { extra: { Где: 'тест' } });
  });

  it('recognises 401 on plain response-like errors too', () => {
    expect(isIgnoredError({ status: 401 })).toBe(true);
    expect(isIgnoredError({ status: 403 })).toBe(false);
    expect(isIgnoredError(new Error('x'))).toBe(false);
  });
});
