import { describe, expect, it } from 'vitest';
import type { Logger } from '../../src/logger.js';
import { useTestApi, DEMO_USER } from '../support/test-api.js';

const lines: Array<{ msg: string; fields?: Record<string, unknown> }> = [];
const capture: Logger = {
  info: (msg, fields) => lines.push({ msg, fields }),
  error: (msg, fields) => lines.push({ msg, fields }),
};

const api = useTestApi({}, { logger: capture });

describe('request log', () => {
  it('writes one line per request with method, path, status and ms, and no secrets', async () => {
    lines.length = 0;
    await api.request('POST', '/private/login_check?utm_source=x&token=secret-query', { json: { email: DEMO_USER.email, password: DEMO_USER.password } });
    await api.request('POST', '/private/login_token/very-secret-login-token');
    const requests = lines.filter((l) => l.msg === 'request').map((l) => l.fields!);
    const login = requests.find((r) => r.path === '/private/login_check')!;
    expect(login).toMatchObject({ method: 'POST', status: 200 });
    expect(typeof login.ms).toBe('number');
    expect(requests.find((r) => String(r.path).startsWith('/private/login_token/'))!.path).toBe('/private/login_token/***');
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain(DEMO_USER.password);
    expect(everything).not.toContain('very-secret-login-token');
    expect(everything).not.toContain('secret-query');
  });
});
