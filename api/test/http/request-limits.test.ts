import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { answerClientErrors } from '../../src/http/listen.js';
import { useTestApi, isErrorShape } from '../support/test-api.js';

// An over-long URL or header block answers 431 in the API's one error shape, whether the app
// sees it (its own limits) or Node refuses it before the app (the server's clientError answer).
const api = useTestApi();

function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('431 in the error shape', () => {
  it('refuses an over-long URL and an over-long header block in the app', async () => {
    for (const res of [
      await api.request('GET', `/health?x=${'a'.repeat(9000)}`),
      await api.request('GET', `/flights/searches/${'A'.repeat(9000)}`),
      await api.request('POST', '/users/restorations', { json: { email: 'a@example.ru' }, headers: { 'x-padding': 'p'.repeat(13_000) } }),
    ]) {
      expect(res.status).toBe(431);
      expect(isErrorShape(res.body)).toBe(true);
      expect(res.body.error.code).toBe('HEADERS_TOO_LARGE');
    }
    expect((await api.request('GET', `/health?x=${'a'.repeat(2000)}`)).status).toBe(200);
  });

  it('tells the site why: its 431 carries the CORS and no-store headers of every answer', async () => {
    const res = await api.request('GET', `/health?x=${'a'.repeat(9000)}`, { headers: { Origin: 'http://127.0.0.1:3000' } });
    expect(res.status).toBe(431);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('answers JSON, not Node’s empty 431, when Node refuses the headers before the app', async () => {
    const server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
    answerClientErrors(server);
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await rawRequest(port, `GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'p'.repeat(40_000)}\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer).toMatch(/content-type: application\/json/i);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
      expect(isErrorShape(body)).toBe(true);
      expect(body.error.code).toBe('HEADERS_TOO_LARGE');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
