import { CONFIG_ELEMENT_ID, configElement } from 'tooling/shell-page.mjs';
import { forgetTakenJsonForTests } from '../page-json';
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

  it('reads the config the server wrote into the page without asking for it, once; then fetches it', async () => {
    document.head.insertAdjacentHTML('beforeend', configElement({ apiBase: 'http://in-page.test', remoteLoadTimeoutMs: 2000 }));
    try {
      const okFetch = vi.fn().mockResolvedValue(Response.json({ apiBase: 'http://fetched.test' }));
      await expect(loadRuntimeConfig(okFetch)).resolves.toMatchObject({ apiBase: 'http://in-page.test', remoteLoadTimeoutMs: 2000 });
      expect(okFetch).not.toHaveBeenCalled();
      await expect(loadRuntimeConfig(okFetch)).resolves.toMatchObject({ apiBase: 'http://fetched.test' });
      expect(okFetch).toHaveBeenCalledTimes(1);
    } finally {
      document.getElementById(CONFIG_ELEMENT_ID)?.remove();
      forgetTakenJsonForTests();
    }
  });

  it('exposes the loaded config', async () => {
    const okFetch = vi.fn().mockResolvedValue(Response.json({ apiBase: 'http://x.test', remoteLoadTimeoutMs: 1000 }));
    await loadRuntimeConfig(okFetch);
    expect(getRuntimeConfig()).toMatchObject({ apiBase: 'http://x.test', remoteLoadTimeoutMs: 1000 });
  });
});
