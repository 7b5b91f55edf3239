import { mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Structured JSON logs, one object per line: on stdout (errors on stderr), or in a file with a readable terminal beside it. */
export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** A request slower than this is worth a person's attention in the terminal. */
export const SLOW_REQUEST_MS = 1000;

type Level = 'silent' | 'error' | 'info';

/**
 * `file` gets every JSON line (appended synchronously, so the last lines before an exit are kept); the terminal shows what a person
 * should read: start, stop, errors, slow or failed requests, one line each, with the request id that finds the JSON line.
 */
export function createLogger(level: Level, options: { file?: string } = {}): Logger {
  const fd = options.file ? openLogFile(options.file) : undefined;
  const write = (lvl: 'info' | 'error', msg: string, fields?: Record<string, unknown>) => {
    const line = `${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields })}\n`;
    if (fd === undefined) return (lvl === 'error' ? process.stderr : process.stdout).write(line);
    writeSync(fd, line);
    if (lvl === 'error' || worthReading(msg, fields)) (lvl === 'error' ? process.stderr : process.stdout).write(`${readableLine(lvl, msg, fields)}\n`);
  };
  return {
    info: (msg, fields) => {
      if (level === 'info') write('info', msg, fields);
    },
    error: (msg, fields) => {
      if (level !== 'silent') write('error', msg, fields);
    },
  };
}

function openLogFile(file: string): number {
  mkdirSync(path.dirname(file), { recursive: true });
  return openSync(file, 'a');
}

/** Every message but the per-request line is about the process itself; a request only when slow or failed. */
function worthReading(msg: string, fields: Record<string, unknown> | undefined): boolean {
  if (msg !== 'request') return true;
  return Number(fields?.ms) >= SLOW_REQUEST_MS || Number(fields?.status) >= 500;
}

/** `12:03:04 slow request POST /flights/orders 201 1534 ms requestId=…`: one line, no stack. */
export function readableLine(lvl: 'info' | 'error', msg: string, fields: Record<string, unknown> = {}): string {
  const time = new Date().toTimeString().slice(0, 8);
  const prefix = lvl === 'error' ? `${time} error` : time;
  if (msg === 'request') {
    const what = Number(fields.status) >= 500 ? 'failed request' : 'slow request';
    return `${prefix} ${what} ${String(fields.method)} ${String(fields.path)} ${String(fields.status)} ${String(fields.ms)} ms requestId=${String(fields.requestId)}`;
  }
  const details = Object.entries(fields)
    .filter(([name, value]) => name !== 'stack' && value !== undefined)
    .map(([name, value]) => `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return [prefix, msg, ...details].join(' ').replace(/\s*\n\s*/g, ' ');
}

export function describeError(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
}
