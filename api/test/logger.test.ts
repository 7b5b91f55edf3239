import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, SLOW_REQUEST_MS } from '../src/logger.js';

// With a log file the terminal is for people: start-up, errors and slow or failed requests, one
// readable line each with the request id; every JSON line is in the file.
const dir = mkdtempSync(path.join(os.tmpdir(), 'api-logger-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

function captureTerminal() {
  const lines: string[] = [];
  const grab = (chunk: unknown) => (lines.push(String(chunk)), true);
  vi.spyOn(process.stdout, 'write').mockImplementation(grab);
  vi.spyOn(process.stderr, 'write').mockImplementation(grab);
  return lines;
}

describe('the quiet terminal', () => {
  it('keeps every JSON line in the file and prints only what a person should read', () => {
    const file = path.join(dir, 'logs', 'api-1.log');
    const terminal = captureTerminal();
    const logger = createLogger('info', { file });
    logger.info('listening', { url: 'http://127.0.0.1:1', jsonLog: file });
    for (let i = 0; i < 50; i++) logger.info('request', { requestId: `fast-${i}`, method: 'GET', path: '/health', status: 200, ms: 3 });
    logger.info('request', { requestId: 'slow-1', method: 'POST', path: '/flights/orders', status: 201, ms: SLOW_REQUEST_MS + 534 });
    logger.info('request', { requestId: 'failed-1', method: 'GET', path: '/x', status: 500, ms: 12 });
    logger.error('unhandled error', { requestId: 'failed-1', error: 'boom', stack: 'Error: boom\n    at somewhere' });
    vi.restoreAllMocks();

    const json = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(json).toHaveLength(54);
    expect(json.filter((entry) => entry.msg === 'request')).toHaveLength(52);
    expect(terminal).toHaveLength(4);
    expect(terminal.every((line) => line.endsWith('\n') && line.trim().split('\n').length === 1 && !line.startsWith('{'))).toBe(true);
    expect(terminal[0]).toContain(file);
    expect(terminal[1]).toMatch(/slow request POST \/flights\/orders 201 1534 ms requestId=slow-1/);
    expect(terminal[2]).toMatch(/failed request GET \/x 500 12 ms requestId=failed-1/);
    expect(terminal[3]).toMatch(/error unhandled error requestId=failed-1 error=boom$/m);
  });

  it('without a file, writes the JSON lines to the terminal as before (production captures them)', () => {
    const terminal = captureTerminal();
    createLogger('info').info('request', { requestId: 'r', method: 'GET', path: '/health', status: 200, ms: 1 });
    vi.restoreAllMocks();
    expect(JSON.parse(terminal[0]!)).toMatchObject({ msg: 'request', requestId: 'r' });
  });
});
