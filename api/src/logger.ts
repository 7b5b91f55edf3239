/** Structured JSON logs, one object per line on stdout (errors on stderr). */
export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: 'silent' | 'error' | 'info'): Logger {
  const write = (stream: NodeJS.WriteStream, lvl: string, msg: string, fields?: Record<string, unknown>) =>
    stream.write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields })}\n`);
  return {
    info: (msg, fields) => {
      if (level === 'info') write(process.stdout, 'info', msg, fields);
    },
    error: (msg, fields) => {
      if (level !== 'silent') write(process.stderr, 'error', msg, fields);
    },
  };
}

export function describeError(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
}
