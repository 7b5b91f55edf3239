import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, DEMO_USER, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('smoke', () => {
  it('logs the demo user in and reads the profile', async () => {
    const token = await api.login(DEMO_USER.email, DEMO_USER.password);
    const me = await api.request('GET', '/private/login', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: DEMO_USER.email, phone: '+79161234567', phoneWithoutCode: '9161234567' });
  });
});
