import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemotePagesModule } from 'shared';
import { renderWithRouter } from 'shared/testing';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<RemotePagesModule | null>>(),
  registerRemotes: vi.fn(),
  // the shell's early-manifest runtime plugin (src/boot/early-manifest-plugin.ts)
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { RemoteRoute } = await import('../remote-route');
const { REMOTE_FAILED_MESSAGE } = await import('../remote-fallback');
const { resetRemoteLoaderForTests } = await import('../remote-pages-loader');
const { loadRuntimeConfig } = await import('../../config/runtime-config');

const registry = {
  remotes: { 'mf-content': 'http://127.0.0.1:3004/mf-manifest.json', 'mf-tours': 'http://127.0.0.1:3003/mf-manifest.json' },
  overrideOrigins: [],
};

function AboutPage() {
  return <h1>О проекте</h1>;
}

function renderAbout() {
  return renderWithRouter(<RemoteRoute routeName="pageAbout" />, { path: '/about' });
}

describe('a route owned by a remote', () => {
  beforeEach(() => {
    // every case starts as a fresh page load: no registry fetched, no area loaded or failed
    resetRemoteLoaderForTests();
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(registry)),
    );
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
    // the retry made the federation runtime forget the failed remote
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_content', entry: 'http://127.0.0.1:3004/mf-manifest.json' }], { force: true });
    window.removeEventListener('preload-error', preloadErrors);
  });

  it('gives up on a hanging remote after remoteLoadTimeoutMs and shows the fallback', async () => {
    await loadRuntimeConfig(async () => Response.json({ remoteLoadTimeoutMs: 500 }));
    runtime.loadRemote.mockReturnValueOnce(new Promise(() => undefined));
    const startedAt = Date.now();
    await act(async () => {
      renderWithRouter(<RemoteRoute routeName="tours" />, { path: '/tours' });
    });
    expect(await screen.findByText(REMOTE_FAILED_MESSAGE, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(450);
  });

  it('fetches and registers the registry afresh on a new page load, not reusing an earlier answer', async () => {
    runtime.loadRemote.mockResolvedValue({ pages: { pageAbout: AboutPage } });
    await act(async () => {
      renderAbout();
    });
    expect(await screen.findByRole('heading', { name: 'О проекте' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'mf_content', entry: registry.remotes['mf-content'] },
        { name: 'mf_tours', entry: registry.remotes['mf-tours'] },
      ],
      { force: true },
    );
  });
});
