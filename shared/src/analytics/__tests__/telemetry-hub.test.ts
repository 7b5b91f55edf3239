import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectTelemetry, identifyUser, reportError, resetTelemetryForTests, trackEvent, type TelemetrySink } from '..';

function recordingSink() {
  const calls: unknown[][] = [];
  const sink: TelemetrySink = {
    track: (...args) => calls.push(['track', ...args]),
    identify: (...args) => calls.push(['identify', ...args]),
    captureError: (...args) => calls.push(['error', ...args]),
  };
  return { sink, calls };
}

afterEach(() => {
  resetTelemetryForTests();
  vi.restoreAllMocks();
});

describe('telemetry hub', () => {
  it('queues calls until the services connect, then replays them in order', () => {
    trackEvent('Окно открыто', { Окно: 'Авторизация' });
    identifyUser(42, { Авторизован: 'Да' });
    const problem = new Error('x');
    reportError(problem);
    const { sink, calls } = recordingSink();
    connectTelemetry(sink);
    expect(calls).toEqual([
      ['track', 'Окно открыто', { Окно: 'Авторизация' }],
      ['identify', '42', { Авторизован: 'Да' }],
      ['error', problem, {}],
    ]);
  });

  it('sends straight through once connected, to every sink', () => {
    const first = recordingSink();
    const second = recordingSink();
    connectTelemetry(first.sink, second.sink);
    trackEvent('Вход выполнен');
    identifyUser(null);
    expect(first.calls).toEqual([
      ['track', 'Вход выполнен', {}],
      ['identify', null, {}],
    ]);
    expect(second.calls).toEqual(first.calls);
  });

  it('announces the same identity only once', () => {
    const { sink, calls } = recordingSink();
    connectTelemetry(sink);
    identifyUser('7', { Авторизован: 'Да' });
    identifyUser(7, { Авторизован: 'Да' });
    identifyUser(null);
    identifyUser('7', { Авторизован: 'Да' });
    expect(calls).toEqual([
      ['identify', '7', { Авторизован: 'Да' }],
      ['identify', null, {}],
      ['identify', '7', { Авторизован: 'Да' }],
    ]);
  });

  it('keeps at most 100 queued calls, dropping the oldest', () => {
    for (let index = 0; index < 105; index += 1) trackEvent(`e${index}`);
    const { sink, calls } = recordingSink();
    connectTelemetry(sink);
    expect(calls).toHaveLength(100);
    expect(calls[0]).toEqual(['track', 'e5', {}]);
  });

  it('survives a sink that throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { sink, calls } = recordingSink();
    connectTelemetry(
      {
        track: () => {
          throw new Error('blocked');
        },
      },
      sink,
    );
    expect(() => trackEvent('Ошибка входа')).not.toThrow();
    expect(calls).toEqual([['track', 'Ошибка входа', {}]]);
  });
});
