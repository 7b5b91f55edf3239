import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { RemotePagesModule } from 'shared';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<RemotePagesModule | null>>(),
  registerRemotes: vi.fn(),
  // the shell's early-manifest runtime plugin (src/boot/early-manifest-plugin.ts)
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { RemoteRoute } = await import('../remote-route');
const { REMOTE_FAILED_MESSAGE } = await import('../remote-fallback');

function AboutPage() {
  return <h1>О проекте</h1>;
}

function renderAbout() {
  const router = createMemoryRouter([{ path: '/about', element: <RemoteRoute routeName="pageAbout" /> }], { initialEntries: ['/about'] });
  return render(<RouterProvider router={router} />);
}

describe('a route owned by a remote', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation((...args) => process.stdout.write('ERR ' + String(args[0]) + ' ' + String(args[1]) + '\n'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    globalThis.fetch = vi.fn().mockImplementation(async () =>
      // fetched once per page load (module state), so it lists every remote the tests use
      Response.json({
        remotes: { 'mf-content': 'http://127.0.0.1:3004/mf-manifest.json', 'mf-tours': 'http://127.0.0.1:3003/mf-manifest.json' },
        overrideOrigins: [],
      }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

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
    const { loadRuntimeConfig } = await import('../../config/runtime-config');
    await loadRuntimeConfig(vi.fn().mockResolvedValue(Response.json({ remoteLoadTimeoutMs: 500 })));
    runtime.loadRemote.mockReturnValueOnce(new Promise(() => undefined));
    const router = createMemoryRouter([{ path: '/tours', element: <RemoteRoute routeName="tours" /> }], { initialEntries: ['/tours'] });
    const startedAt = Date.now();
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    expect(await screen.findByText(REMOTE_FAILED_MESSAGE, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(450);
  });
});
