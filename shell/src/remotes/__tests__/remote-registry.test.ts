import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The override rules are their own chunk: a traveller's page (no override asked for, none stored)
// never loads them, a QA session always does.
const overrideRules = vi.hoisted(() => ({ loaded: 0 }));
vi.mock('../qa-override', async (importOriginal) => {
  overrideRules.loaded += 1;
  return importOriginal();
});

const { OVERRIDE_STORAGE_KEY } = await import('../override-param');
const { fetchRemoteManifests, resetRemoteRegistryForTests } = await import('../remote-registry');

const live = 'http://127.0.0.1:4003/mf-manifest.json';
const override = 'http://127.0.0.1:4013/mf-manifest.json';

describe('the registry of a page load', () => {
  beforeEach(() => {
    resetRemoteRegistryForTests();
    sessionStorage.clear();
    vi.spyOn(window, 'fetch').mockImplementation(async () => Response.json({ remotes: { 'mf-tours': live }, overrideOrigins: ['http://127.0.0.1:4013'] }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('loads no override rules for a page without an override', async () => {
    window.history.replaceState(null, '', '/tours');
    expect((await fetchRemoteManifests(1000))['mf-tours']).toBe(live);
    expect(overrideRules.loaded).toBe(0);
  });

  it('still finds every area where the browser blocks session storage (no override then)', async () => {
    window.history.replaceState(null, '', `/tours?mf-override=mf-tours@${override}`);
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect((await fetchRemoteManifests(1000))['mf-tours']).toBe(live);
    blocked.mockRestore();
  });

  it('applies an override asked for in the address, and keeps it for the next page load of the session', async () => {
    window.history.replaceState(null, '', `/tours?mf-override=mf-tours@${override}`);
    expect((await fetchRemoteManifests(1000))['mf-tours']).toBe(override);
    expect(overrideRules.loaded).toBe(1);

    resetRemoteRegistryForTests();
    window.history.replaceState(null, '', '/tours');
    expect(sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).not.toBeNull();
    expect((await fetchRemoteManifests(1000))['mf-tours']).toBe(override);
  });
});
