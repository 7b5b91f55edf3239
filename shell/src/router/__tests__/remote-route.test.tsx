import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemotePagesModule } from 'shared';
import { renderWithRouter } from 'shared/testing';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<RemotePagesModule | null>>(),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { REMOTE_FAILED_MESSAGE, RemoteRoute } = await import('../app-routes');
const { resetRemoteLoaderForTests } = await import('../../remotes/remote-pages-loader');
const { loadRuntimeConfig } = await import('../../config/runtime-config');

const registry = {
  remotes: { 'mf-content': 'http://127.0.0.1:3004/mf-manifest.json', 'mf-tours': 'http://127.0.0.1:3003/mf-manifest.json' },
  overrideOrigins: [],
};

/** An area's mf-manifest.json as its build writes it (the parts the shell reads). */
function manifestOf(globalName: string) {
  return {
    metaData: { globalName, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    exposes: [{ path: './pages', assets: { js: { sync: ['776.f2bb0be4.js'], async: ['route-pageAbout.1.js'] }, css: { sync: [], async: [] } } }],
  };
}

/** The registry at /remotes.json, each area's manifest beside its build. */
async function platformFetch(input: RequestInfo | URL): Promise<Response> {
  const url = String(input);
  if (url === '/remotes.json') return Response.json(registry);
  if (url === registry.remotes['mf-content']) return Response.json(manifestOf('mf_content'));
  if (url === registry.remotes['mf-tours']) return Response.json(manifestOf('mf_tours'));
  return new Response('not found', { status: 404 });
}

function AboutPage() {
  return <h1>О проекте</h1>;
}

function renderAbout() {
  return renderWithRouter(<RemoteRoute remote="mf-content" routeName="pageAbout" />, { path: '/about' });
}

describe('a route owned by a remote', () => {
  beforeEach(() => {
    // every case starts as a fresh page load: no registry fetched, no area loaded or failed
    resetRemoteLoaderForTests();
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(platformFetch));
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await loadRuntimeConfig(async () => Response.json({}));
  });

  it('shows the Russian fallback and dispatches preload-error when the remote fails, then recovers on Повторить', async () => {
    const preloadErrors = vi.fn();
    window.addEventListener('preload-error', preloadErrors);
    runtime.loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError'));
    // awaited act: the route suspends on the remote's promise (React `use`)
    await act(async () => {
      renderAbout();
    });

    expect(await screen.findByText(REMOTE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(preloadErrors).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_content/pages');

    runtime.loadRemote.mockResolvedValueOnce({ pages: { pageAbout: AboutPage } });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByRole('heading', { name: 'О проекте' })).toBeInTheDocument();
    // the retry registered the area again with force, which makes the federation runtime forget the failed load
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_content', entry: 'http://127.0.0.1:3004/remoteEntry.js', entryGlobalName: 'mf_content', type: 'global' }],
      { force: true },
    );
    window.removeEventListener('preload-error', preloadErrors);
  });

  it('gives up on a hanging remote after remoteLoadTimeoutMs and shows the fallback', async () => {
    await loadRuntimeConfig(async () => Response.json({ remoteLoadTimeoutMs: 500 }));
    runtime.loadRemote.mockReturnValueOnce(new Promise(() => undefined));
    const startedAt = Date.now();
    await act(async () => {
      renderWithRouter(<RemoteRoute remote="mf-tours" routeName="tours" />, { path: '/tours' });
    });
    expect(await screen.findByText(REMOTE_FAILED_MESSAGE, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(450);
  });

  it('fetches the registry afresh on a new page load, and registers only the area it loads, by the remote entry its manifest names', async () => {
    runtime.loadRemote.mockResolvedValue({ pages: { pageAbout: AboutPage } });
    await act(async () => {
      renderAbout();
    });
    expect(await screen.findByRole('heading', { name: 'О проекте' })).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual(['/remotes.json', registry.remotes['mf-content']]);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_content', entry: 'http://127.0.0.1:3004/remoteEntry.js', entryGlobalName: 'mf_content', type: 'global' }],
      { force: true },
    );
    // the pages module's script starts beside remoteEntry.js, not after it has run
    const preloads = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')).map((link) => link.href);
    expect(preloads).toEqual(['http://127.0.0.1:3004/776.f2bb0be4.js']);
  });

  it('an area whose manifest is missing or names no remote entry shows the Russian fallback, and nothing is registered', async () => {
    vi.mocked(fetch).mockImplementation(async (input) =>
      String(input) === '/remotes.json' ? Response.json(registry) : Response.json({ metaData: { globalName: 'mf_content' }, exposes: [] }),
    );
    await act(async () => {
      renderAbout();
    });
    expect(await screen.findByText(REMOTE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.loadRemote).not.toHaveBeenCalled();

    vi.mocked(fetch).mockImplementation(async (input) => (String(input) === '/remotes.json' ? Response.json(registry) : new Response('нет', { status: 404 })));
    runtime.loadRemote.mockResolvedValue({ pages: { pageAbout: AboutPage } });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText(REMOTE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(runtime.registerRemotes).not.toHaveBeenCalled();

    vi.mocked(fetch).mockImplementation(platformFetch);
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'О проекте' })).toBeInTheDocument();
  });
});
