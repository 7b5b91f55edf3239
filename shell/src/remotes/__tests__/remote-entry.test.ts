import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHARED_SURFACE_FIELD } from 'tooling/shared-surface.mjs';
const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), loadShareSync: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { FAILED_PRELOAD_ATTRIBUTE, readRemoteEntry, registerRemoteEntry, resetSharedSurfaceForTests, SharedSurfaceMismatch } = await import('../remote-entry');

const manifestUrl = 'https://avia.example.ru/build-7/mf-manifest.json';
const manifest = {
  metaData: { globalName: 'mf_avia', remoteEntry: { name: 'remoteEntry.js', path: 'entry', type: 'global' }, publicPath: 'auto' },
  exposes: [
    { path: './pages', assets: { js: { sync: ['776.a.js', '12.b.js'], async: ['route-index.c.js'] } } },
    { path: './other', assets: { js: { sync: ['9.d.js'], async: [] } } },
  ],
};

describe('an area registered from its manifest', () => {
  beforeEach(() => {
    runtime.registerRemotes.mockReset();
    // the shell's `shared` singleton as the share scope hands it out: a module namespace
    runtime.loadShareSync.mockReset().mockReturnValue(() => ({ apiGet: () => undefined, formatRub: () => '', trapTab: () => undefined }));
    resetSharedSurfaceForTests();
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('finds remoteEntry.js, its global and the pages module’s scripts beside the manifest', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(manifest)),
    );
    expect(await readRemoteEntry(manifestUrl)).toEqual({
      url: 'https://avia.example.ru/build-7/entry/remoteEntry.js',
      globalName: 'mf_avia',
      pagesScripts: ['https://avia.example.ru/build-7/776.a.js', 'https://avia.example.ru/build-7/12.b.js'],
    });
  });

  it('asks for the manifest as the server’s preload did (so the browser hands that answer over), and preloads what the page has not', async () => {
    const fetchSpy = vi.fn(async () => Response.json(manifest));
    vi.stubGlobal('fetch', fetchSpy);
    const served = document.createElement('link');
    served.rel = 'preload';
    served.as = 'script';
    served.href = 'https://avia.example.ru/build-7/776.a.js';
    document.head.appendChild(served);

    await registerRemoteEntry('mf-avia', manifestUrl);

    // a plain fetch: cors, same-origin credentials, the default cache, as `<link rel="preload" as="fetch" crossorigin>`
    expect(fetchSpy).toHaveBeenCalledWith(manifestUrl, {});
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_avia', entry: 'https://avia.example.ru/build-7/entry/remoteEntry.js', entryGlobalName: 'mf_avia', type: 'global' }],
      { force: true },
    );
    const preloads = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((link) => link.href);
    expect(preloads).toEqual(['https://avia.example.ru/build-7/776.a.js', 'https://avia.example.ru/build-7/12.b.js']);
  });

  it('has a throwaway element of its kind take each failed preload of the area, then preloads afresh; the entry’s only before the runtime asked for it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(manifest)),
    );
    const preload = (href: string, failed: boolean, as = 'script') => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = as;
      link.href = href;
      if (failed) link.setAttribute(FAILED_PRELOAD_ATTRIBUTE, '');
      document.head.appendChild(link);
    };
    // the server's preloads (tooling/page-render.mjs), failed while the area was down
    const failServersPreloads = () => {
      document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
      preload(manifestUrl, true, 'fetch');
      preload('https://avia.example.ru/build-7/entry/remoteEntry.js', true);
      preload('https://avia.example.ru/build-7/776.a.js', true);
      preload('https://avia.example.ru/build-7/route-index.c.js', true);
      preload('https://avia.example.ru/build-7/route-index.d.css', true, 'style');
      preload('https://avia.example.ru/build-7/12.b.js', false);
      preload('https://tours.example.ru/build-3/5.e.js', true);
    };
    const register = async () => {
      const taken: string[] = [];
      const appendChild = document.head.appendChild.bind(document.head);
      vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
        // nothing is fetched here: each gets the failed preload's error, as Chromium hands it over
        if (node instanceof HTMLScriptElement) taken.push(`script ${node.src}`);
        else if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') taken.push(`stylesheet ${node.href} ${node.media}`);
        else return appendChild(node);
        (node as unknown as HTMLElement).onerror?.(new Event('error'));
        return node;
      });
      await registerRemoteEntry('mf-avia', manifestUrl);
      vi.mocked(document.head.appendChild).mockRestore();
      return taken;
    };

    // the first load after the page came: the manifest's fetch took its own preload, nobody the entry's
    failServersPreloads();
    expect(await register()).toEqual([
      'script https://avia.example.ru/build-7/entry/remoteEntry.js',
      'script https://avia.example.ru/build-7/776.a.js',
      'script https://avia.example.ru/build-7/route-index.c.js',
      'stylesheet https://avia.example.ru/build-7/route-index.d.css not all',
    ]);
    const preloads = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map(
      (link) => `${link.href}${link.hasAttribute(FAILED_PRELOAD_ATTRIBUTE) ? ' failed' : ''}`,
    );
    expect(preloads).toEqual([
      `${manifestUrl} failed`,
      'https://avia.example.ru/build-7/12.b.js',
      'https://tours.example.ru/build-3/5.e.js failed',
      'https://avia.example.ru/build-7/776.a.js',
    ]);

    // 'Повторить' after the runtime's own script asked for the entry (and took its preload): a throwaway would run it twice
    failServersPreloads();
    expect(await register()).toEqual([
      'script https://avia.example.ru/build-7/776.a.js',
      'script https://avia.example.ru/build-7/route-index.c.js',
      'stylesheet https://avia.example.ru/build-7/route-index.d.css not all',
    ]);
  });

  it('registers nothing when the manifest is not one: an HTML page, no entry, a script on another origin, a refusal', async () => {
    for (const answer of [
      new Response('<!doctype html><title>404</title>', { headers: { 'Content-Type': 'text/html' } }),
      Response.json({ metaData: { globalName: 'mf_avia', remoteEntry: { name: '' } }, exposes: [] }),
      Response.json({ exposes: [] }),
      // an allow-listed origin's manifest may not send the page elsewhere
      Response.json({ ...manifest, metaData: { ...manifest.metaData, remoteEntry: { name: 'https://evil.example/remoteEntry.js' } } }),
      Response.json({ ...manifest, exposes: [{ path: './pages', assets: { js: { sync: ['//evil.example/776.js'] } } }] }),
      new Response('gone', { status: 410 }),
    ]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => answer),
      );
      await expect(registerRemoteEntry('mf-avia', manifestUrl)).rejects.toThrow();
    }
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  describe('the names it uses from shared', () => {
    const withSurface = (surface: unknown) => ({ ...manifest, metaData: { ...manifest.metaData, [SHARED_SURFACE_FIELD]: surface } });

    it('registers an area whose every name is in the shell’s shared, and one built before the list', async () => {
      for (const answer of [withSurface({ side: 'uses', names: ['apiGet', 'trapTab'] }), manifest]) {
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => Response.json(answer)),
        );
        await registerRemoteEntry('mf-avia', manifestUrl);
      }
      expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    });

    it('refuses an area that uses a name the shell’s shared lacks, naming it, and loads none of its scripts', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json(withSurface({ side: 'uses', names: ['apiGet', 'readStoredJson', 'trapTab'] }))),
      );
      const refused = registerRemoteEntry('mf-avia', manifestUrl);
      await expect(refused).rejects.toBeInstanceOf(SharedSurfaceMismatch);
      await expect(refused).rejects.toThrow(`${manifestUrl} uses readStoredJson from shared, which this shell's shared does not have; deploy the shell first`);
      expect(runtime.registerRemotes).not.toHaveBeenCalled();
      expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
    });

    it('reads the shell’s shared from the share scope once, and refuses nothing when the share scope cannot say', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json(withSurface({ side: 'uses', names: ['apiGet', 'somethingNew'] }))),
      );
      runtime.loadShareSync.mockImplementation(() => {
        throw new Error('RUNTIME-006');
      });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      await registerRemoteEntry('mf-avia', manifestUrl);
      expect(warn).toHaveBeenCalledTimes(1);
      warn.mockRestore();

      resetSharedSurfaceForTests();
      runtime.loadShareSync.mockReset().mockReturnValue(() => ({ apiGet: () => undefined }));
      await expect(registerRemoteEntry('mf-avia', manifestUrl)).rejects.toThrow('somethingNew');
      await expect(registerRemoteEntry('mf-avia', manifestUrl)).rejects.toThrow('somethingNew');
      expect(runtime.loadShareSync.mock.calls).toEqual([['shared'], ['valibot'], ['react-router-dom']]);
    });

    it('checks the valibot names an area calls against the shell’s shared valibot, listed as valibot:<name> (react-router alike)', async () => {
      runtime.loadShareSync.mockImplementation(
        (shareKey: string) => () => (shareKey === 'valibot' ? { object: () => undefined, string: () => undefined } : { apiGet: () => undefined }),
      );
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json(withSurface({ side: 'uses', names: ['apiGet', 'valibot:object', 'valibot:string'] }))),
      );
      await registerRemoteEntry('mf-avia', manifestUrl);
      expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);

      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json(withSurface({ side: 'uses', names: ['apiGet', 'valibot:string', 'valibot:isoTimestamp'] }))),
      );
      await expect(registerRemoteEntry('mf-avia', manifestUrl)).rejects.toThrow(`${manifestUrl} uses valibot:isoTimestamp from shared`);
    });
  });
});
