import { connect, type AddressInfo, type Socket } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenApi } from '../../src/http/listen.js';
import { useTestApi } from '../support/test-api.js';

// A client that believes `Connection: keep-alive` sends its next request on that connection: an
// early answer (the body left unread) must either say `Connection: close` or keep serving it.
const api = useTestApi();
let server: Server;
let port: number;

beforeAll(async () => {
  server = listenApi(api, { port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Reads one whole answer (headers and Content-Length body) from the socket, or null when it closes first. */
function nextAnswer(socket: Socket, buffered: { data: string; ended: boolean }): Promise<string | null> {
  return new Promise((resolve) => {
    const check = () => {
      const end = buffered.data.indexOf('\r\n\r\n');
      if (end >= 0) {
        const length = Number(/content-length: (\d+)/i.exec(buffered.data.slice(0, end))?.[1] ?? 0);
        if (Buffer.byteLength(buffered.data) >= end + 4 + length) {
          const answer = buffered.data.slice(0, end + 4 + length);
          buffered.data = buffered.data.slice(end + 4 + length);
          cleanup();
          return resolve(answer);
        }
      }
      if (buffered.ended) {
        cleanup();
        resolve(null);
      }
    };
    const cleanup = () => {
      socket.off('data', check);
      socket.off('close', check);
    };
    socket.on('data', check);
    socket.on('close', check);
    check();
  });
}

async function firstThenSecond(first: string): Promise<{ firstAnswer: string; secondAnswer: string | null }> {
  const socket = connect(port, '127.0.0.1');
  const buffered = { data: '', ended: false };
  socket.on('data', (chunk) => (buffered.data += chunk.toString('utf8')));
  socket.on('close', () => (buffered.ended = true));
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(first);
  const firstAnswer = (await nextAnswer(socket, buffered))!;
  if (/\r\nconnection: close\r\n/i.test(firstAnswer)) return { firstAnswer, secondAnswer: null };
  // The answer said the connection stays: a second request on it must be answered.
  await new Promise((resolve) => setTimeout(resolve, 100));
  if (!buffered.ended) socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  const secondAnswer = await nextAnswer(socket, buffered);
  socket.destroy();
  return { firstAnswer, secondAnswer: secondAnswer ?? 'the connection closed under the second request' };
}

function keptOrClosed(result: { firstAnswer: string; secondAnswer: string | null }) {
  if (result.secondAnswer !== null) expect(result.secondAnswer).toMatch(/^HTTP\/1\.1 200 /);
}

describe('early answers and the kept-alive connection', () => {
  it('413: an oversized body, then a second request on the same connection', async () => {
    const body = JSON.stringify({ email: 'a@example.ru', padding: 'x'.repeat(200_000) });
    const result = await firstThenSecond(
      `POST /users/restorations HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    expect(result.firstAnswer).toMatch(/^HTTP\/1\.1 413 /);
    keptOrClosed(result);
  });

  it('403 XSRF refusal of a body the handler never reads', async () => {
    const body = JSON.stringify({ email: 'a@example.ru', padding: 'x'.repeat(60_000) });
    const result = await firstThenSecond(
      `POST /users/restorations HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    expect(result.firstAnswer).toMatch(/^HTTP\/1\.1 403 /);
    keptOrClosed(result);
  });

  it('431 from the app with a body', async () => {
    const body = JSON.stringify({ padding: 'x'.repeat(60_000) });
    const result = await firstThenSecond(
      `POST /users/restorations?q=${'a'.repeat(9000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    expect(result.firstAnswer).toMatch(/^HTTP\/1\.1 431 /);
    keptOrClosed(result);
  });

  it('400 for malformed JSON keeps the connection usable', async () => {
    const body = '{"email":';
    const result = await firstThenSecond(
      `POST /users/restorations HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    expect(result.firstAnswer).toMatch(/^HTTP\/1\.1 (400|403) /);
    keptOrClosed(result);
  });
});
