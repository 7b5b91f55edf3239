import { defaultRuntimeConfig, getRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig } from '../runtime-config';

describe('runtime config', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('keeps valid values', () => {
    expect(
      parseRuntimeConfig({
        apiBase: 'http://api.test',
        environment: 'development',
        remoteLoadTimeoutMs: 3000,
        metrikaCounterId: 42,
        sentryDsn: 'https://k@sentry.test/1',
      }),
    ).toEqual({
      apiBase: 'http://api.test',
      environment: 'development',
      remoteLoadTimeoutMs: 3000,
      metrikaCounterId: 42,
      sentryDsn: 'https://k@sentry.test/1',
    });
  });

  it('replaces each bad value by its default and warns', () => {
    const config = parseRuntimeConfig({ apiBase: '', environment: 'staging', remoteLoadTimeoutMs: 'soon', metrikaCounterId: -1 });
    expect(config).toEqual(defaultRuntimeConfig);
    expect(console.warn).toHaveBeenCalledTimes(4);
  });

  it('falls back to defaults when config.json cannot be fetched', async () => {
    const failingFetch = vi.fn().mockResolvedValue(new Response('nope', { status: 500 }));
    await expect(loadRuntimeConfig(failingFetch)).resolves.toEqual(defaultRuntimeConfig);
    expect(getRuntimeConfig()).toEqual(defaultRuntimeConfig);
  });

  it('stops waiting for an early config.json that never answers and fetches it itself', async () => {
    vi.useFakeTimers();
    try {
      window.__PLATFORM_BOOT__ = { config: new Promise<unknown>(() => undefined) };
      const okFetch = vi.fn().mockResolvedValue(Response.json({ apiBase: 'http://late.test' }));
      const loading = loadRuntimeConfig(okFetch);
      await vi.advanceTimersByTimeAsync(5000);
      await expect(loading).resolves.toMatchObject({ apiBase: 'http://late.test' });
      expect(okFetch).toHaveBeenCalledTimes(1);
    } finally {
      delete window.__PLATFORM_BOOT__;
      vi.useRealTimers();
    }
  });

  it('exposes the loaded config', async () => {
    const okFetch = vi.fn().mockResolvedValue(Response.json({ apiBase: 'http://x.test', remoteLoadTimeoutMs: 1000 }));
    await loadRuntimeConfig(okFetch);
    expect(getRuntimeConfig()).toMatchObject({ apiBase: 'http://x.test', remoteLoadTimeoutMs: 1000 });
  });
});
