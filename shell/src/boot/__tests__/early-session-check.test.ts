// @vitest-environment jsdom
import { createStore } from 'jotai';
import { configureApiClient, fetchUserAtom, STORAGE_KEYS } from 'shared';
import { EARLY_API as API, forgetEarlyScript, runEarlyScript as runScript } from './early-script-harness';

// The shell checks a stored token when the site starts (product rules §4), and the profile's pages wait
// for that check. The early script asks the same question beside the JavaScript; the shell's check takes
// the answer, but only under the token it was asked with.
const userOf = (token: string, asked: number) => ({ id: `${token}-${asked}`, email: 'anna@example.ru', phone: null, phoneWithoutCode: null });

function runEarlyScript(pathname: string) {
  let asked = 0;
  const { callsTo } = runScript(pathname, (url, init) => {
    if (url !== `${API}/private/login`) return undefined;
    asked += 1;
    const token = new Headers(init?.headers).get('Authorization')?.replace('Bearer ', '') ?? 'none';
    return Response.json(userOf(token, asked), { headers: { 'Cache-Control': 'no-store' } });
  });
  return { checks: () => callsTo('/private/login') };
}

beforeEach(() => {
  configureApiClient({ baseUrl: `${API}/` });
});

afterEach(forgetEarlyScript);

describe('the early script checks a stored token', () => {
  it('on any page, the request the shell would make, and the shell takes its answer', async () => {
    for (const pathname of ['/profile/orders', '/', '/no-such-page']) {
      localStorage.setItem(STORAGE_KEYS.token, 'jwt-a');
      const { checks } = runEarlyScript(pathname);
      await vi.waitFor(() => expect(checks()).toHaveLength(1));
      expect(checks()[0]![1]).toMatchObject({ credentials: 'include', headers: { Accept: 'application/json', Authorization: 'Bearer jwt-a' } });
      await expect(createStore().set(fetchUserAtom)).resolves.toMatchObject({ id: 'jwt-a-1' });
      expect(checks()).toHaveLength(1);
      forgetEarlyScript();
    }
  });

  it('is not taken under another token: the shell asks again with the one stored now', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt-a');
    const { checks } = runEarlyScript('/profile');
    await vi.waitFor(() => expect(checks()).toHaveLength(1));
    localStorage.setItem(STORAGE_KEYS.token, 'jwt-b');
    await expect(createStore().set(fetchUserAtom)).resolves.toMatchObject({ id: 'jwt-b-2' });
    expect(checks()).toHaveLength(2);
  });
});
