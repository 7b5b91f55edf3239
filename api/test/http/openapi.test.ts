import { describe, expect, it } from 'vitest';
import { toOpenApiPath } from '../../src/http/openapi.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();

describe('GET /openapi.json', () => {
  it('describes every registered route, with request schemas from the shared valibot contracts', async () => {
    const res = await api.request('GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.0.3');
    for (const route of api.routes) {
      expect(doc.paths[toOpenApiPath(route.path)]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
    const login = doc.paths['/private/login_check'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(login.requestBody.content['application/json'].schema.properties.email.format).toBe('email');
    expect(doc.paths['/private/login'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/pages/{slug}'].get.parameters[0]).toMatchObject({ name: 'slug', in: 'path', required: true });
    expect(doc.paths['/users'].post.responses['201'].content['application/json'].schema.properties.user).toBeDefined();
    expect(doc.components.schemas.ErrorBody.properties.error).toBeDefined();
  });

  it('lists the spec §7 account calls', async () => {
    const { paths } = (await api.request('GET', '/openapi.json')).body;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/private/login', '/private/login_check', '/private/login_token/{token}', '/private/user', '/users', '/users/restorations', '/users/password', '/pages/{slug}', '/countries', '/xsrf']),
    );
  });
});
