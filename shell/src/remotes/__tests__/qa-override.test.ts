import { OVERRIDE_STORAGE_KEY, withoutOverrideParam } from '../override-param';
import { resolveOverrides } from '../qa-override';

const allowed = ['http://127.0.0.1:3020'];

describe('QA override of one area', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('accepts an allow-listed origin and keeps it for the browser session', () => {
    const overrides = resolveOverrides('?mf-override=mf-content@http://127.0.0.1:3020/mf-manifest.json', allowed, sessionStorage);
    expect(overrides).toEqual({ 'mf-content': 'http://127.0.0.1:3020/mf-manifest.json' });
    expect(resolveOverrides('', allowed, sessionStorage)).toEqual(overrides);
  });

  it('refuses another origin with a console warning', () => {
    const overrides = resolveOverrides('?mf-override=mf-avia@http://evil.test/mf-manifest.json', allowed, sessionStorage);
    expect(overrides).toEqual({});
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('не входит в список разрешённых'));
  });

  it('refuses a name no area may have and malformed values', () => {
    expect(resolveOverrides('?mf-override=mf_other@http://127.0.0.1:3020/m.json&mf-override=garbage', allowed, sessionStorage)).toEqual({});
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it('drops stored overrides whose origin left the allow-list, and resets on request', () => {
    resolveOverrides('?mf-override=mf-tours@http://127.0.0.1:3020/mf-manifest.json', allowed, sessionStorage);
    expect(resolveOverrides('', [], sessionStorage)).toEqual({});
    resolveOverrides('?mf-override=mf-tours@http://127.0.0.1:3020/mf-manifest.json', allowed, sessionStorage);
    expect(resolveOverrides('?mf-override=reset', allowed, sessionStorage)).toEqual({});
    expect(sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('keeps refusing an override URL off the allow-list', () => {
    expect(resolveOverrides('?mf-override=mf-tours@https://evil.test/releases/v1/mf-manifest.json', [], sessionStorage)).toEqual({});
    expect(resolveOverrides('?mf-override=mf-tours@v1', [], sessionStorage)).toEqual({ 'mf-tours': 'v1' });
  });

  it('removes the parameter from the address', () => {
    expect(withoutOverrideParam(new URL('http://s.test/about?a=1&mf-override=reset#x'))).toBe('/about?a=1#x');
  });
});
