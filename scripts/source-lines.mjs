// Counts non-test source lines per package (issue 49's measure): .ts/.tsx/.js/.mjs and the API's
// migrations, as committed at a revision (HEAD by default), tests and fixtures left out (`__tests__/`,
// `test/`, `tests/`, `*.test.*`, `*.spec.*`, anything named fixtures, `shared/src/testing/`).
//   node scripts/source-lines.mjs [--at <rev>] [--against <rev>]
// With --against, each package's lines at that revision → at --at, and the change.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.join(import.meta.dirname, '..');
const git = (args, input) => execFileSync('git', args, { cwd: root, input, maxBuffer: 1 << 30 });

const isSource = (file) =>
  (/\.(ts|tsx|js|mjs)$/.test(file) || file.startsWith('api/migrations/')) &&
  !/(^|\/)(__tests__|test|tests|node_modules|dist)\//.test(file) &&
  !/\.(test|spec)\.[^/]+$/.test(file) &&
  !/fixtures/.test(file) &&
  !file.startsWith('shared/src/testing/');

/** Files and lines per package (its top folder; files at the top are '.') at `rev`. */
export function sourceLines(rev) {
  const entries = git(['ls-tree', '-r', rev])
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .filter(([meta, file]) => meta.split(' ')[1] === 'blob' && isSource(file));
  const blobs = git(['cat-file', '--batch'], entries.map(([meta]) => meta.split(' ')[2]).join('\n') + '\n');
  /** @type {Map<string, { files: number; lines: number }>} */
  const perPackage = new Map();
  let at = 0;
  for (const [, file] of entries) {
    const header = blobs.subarray(at, blobs.indexOf(10, at)).toString();
    const size = Number(header.split(' ')[2]);
    const body = blobs.subarray(blobs.indexOf(10, at) + 1, blobs.indexOf(10, at) + 1 + size);
    at = blobs.indexOf(10, at) + 1 + size + 1;
    let lines = 0;
    for (const byte of body) if (byte === 10) lines += 1;
    if (size > 0 && body[size - 1] !== 10) lines += 1;
    const name = file.includes('/') ? file.split('/')[0] : '.';
    const count = perPackage.get(name) ?? { files: 0, lines: 0 };
    perPackage.set(name, { files: count.files + 1, lines: count.lines + lines });
  }
  return perPackage;
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { at: { type: 'string', default: 'HEAD' }, against: { type: 'string' } } });
  const now = sourceLines(values.at);
  const before = values.against ? sourceLines(values.against) : null;
  const names = [...new Set([...now.keys(), ...(before?.keys() ?? [])])].sort();
  const total = (counts) => [...counts.values()].reduce((sum, count) => sum + count.lines, 0);
  const rows = names.map((name) => {
    const lines = now.get(name)?.lines ?? 0;
    if (!before) return [name, String(now.get(name)?.files ?? 0), String(lines)];
    const old = before.get(name)?.lines ?? 0;
    return [name, `${old} → ${lines}`, `${lines - old >= 0 ? '+' : ''}${lines - old}`];
  });
  const totalRow = before
    ? ['total', `${total(before)} → ${total(now)}`, `${total(now) - total(before) >= 0 ? '+' : ''}${total(now) - total(before)}`]
    : ['total', '', String(total(now))];
  const header = before ? ['package', `lines ${values.against} → ${values.at}`, 'change'] : ['package', 'files', 'lines'];
  const table = [header, ...rows, totalRow];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column].length)));
  for (const row of table) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
}
