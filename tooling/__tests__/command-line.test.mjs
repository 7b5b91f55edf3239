// The commands' one flag reader (tooling/command-line.mjs) and the restore command's request built on it.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandLine } from '../command-line.mjs';
import { restoreRequest } from '../../deploy/backup.mjs';

describe('commandLine', () => {
  const options = /** @type {const} */ ({ to: { type: 'string' }, dump: { type: 'boolean' } });

  it('reads flags in both spellings and keeps the rest as positionals, all of it after --', () => {
    expect(commandLine(['a.dump', '--to', 'backup', '--dump'], options)).toEqual({ values: { to: 'backup', dump: true }, positionals: ['a.dump'] });
    expect(commandLine(['--to=latest'], options).values).toEqual({ to: 'latest' });
    expect(commandLine(['--', 'pnpm', '--filter', 'api'], {}).positionals).toEqual(['pnpm', '--filter', 'api']);
  });

  it('refuses an unknown flag, a flag without its value and a value to a switch, naming the flag', () => {
    expect(() => commandLine(['--nearer-days'], options)).toThrow('неизвестный флаг --nearer-days');
    expect(() => commandLine(['--to'], options)).toThrow('--to: нужно значение');
    expect(() => commandLine(['--dump=yes'], options)).toThrow('--dump не берёт значения');
  });
});

describe('restoreRequest (npm run restore)', () => {
  it('takes a dump file, a moment, the backup or the archive’s end, however npm handed the flag over', () => {
    expect(restoreRequest(['x.dump'], {})).toEqual({ file: path.resolve('x.dump') });
    expect(restoreRequest([], {})).toEqual({ to: 'latest' });
    expect(restoreRequest(['--to', 'backup'], {})).toEqual({ to: 'backup' });
    expect(restoreRequest(['--to=2026-12-07T04:10:00+03:00'], {})).toEqual({ to: new Date('2026-12-07T01:10:00Z') });
    // `npm run restore --to <time>`: npm keeps the flag and leaves its value alone
    expect(restoreRequest(['2026-12-07T04:10:00+03:00'], { npm_config_to: 'true' })).toEqual({ to: new Date('2026-12-07T01:10:00Z') });
    expect(restoreRequest([], { npm_config_to: 'backup' })).toEqual({ to: 'backup' });
  });

  it('refuses a moment it cannot read and an unknown flag, in Russian', () => {
    expect(() => restoreRequest(['--to', 'вчера'], {})).toThrow('--to: не время «вчера»');
    expect(() => restoreRequest(['--too', 'backup'], {})).toThrow('неизвестный флаг --too');
  });
});
