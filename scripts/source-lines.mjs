// Counts the lines of the code per package, so a change that claims fewer lines can show it:
// `node scripts/source-lines.mjs [--rev <rev>] [--base <rev>]`. Source: .ts/.tsx/.js/.mjs/.cjs files
// and api/migrations/*.sql, every line (blank and comment lines too). Counted apart: tests
// (`__tests__/`, `test/`, `tests/`, `test-support/`, `fixtures/`, `*.test.*`, `*.spec.*`, so all of e2e/tests), benches
// (`bench/`) and CSS. Source plus benches is the "non-test source" of the codebase reviews
// (shared/design/CODEBASE-REVIEW.md: 41.9k at 4d938b8). Without --rev the working tree's tracked
// files are counted (uncommitted edits included); with --base, a before → after table.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { commandLineOrExit } from '../tooling/command-line.mjs';

const root = path.join(import.meta.dirname, '..');

/** What a tracked file counts as, or null when it is not code (docs, JSON, HTML, lockfile…). */
export function fileKind(file) {
  const segments = file.split('/');
  const kind = /\.(ts|tsx|js|mjs|cjs)$/.test(file) || /^api\/migrations\/.*\.sql$/.test(file) ? 'source' : file.endsWith('.css') ? 'css' : null;
  if (!kind) return null;
  if (segments.some((segment) => ['__tests__', 'test', 'tests', 'test-support', 'fixtures'].includes(segment)) || /\.(test|spec)\.[^/]+$/.test(file))
    return 'test';
  if (segments.includes('bench')) return 'bench';
  return kind;
}

/** A file's package: its top folder (`deploy` and `scripts` apart), or `(root)`. */
const packageOf = (file) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : '(root)');

const git = (args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
const lineCount = (text) => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

/** Per package: files and lines per kind, at `rev` or (null) in the working tree. */
export function countLines(rev) {
  const files = (rev ? git(['ls-tree', '-r', '--name-only', rev]) : git(['ls-files'])).split('\n').filter((file) => fileKind(file));
  /** @type {Map<string, Record<string, { files: number, lines: number }>>} */
  const packages = new Map();
  for (const file of files) {
    const text = rev ? git(['show', `${rev}:${file}`]) : readFileSync(path.join(root, file), 'utf8');
    const counts = packages.get(packageOf(file)) ?? {};
    const kind = (counts[fileKind(file)] ??= { files: 0, lines: 0 });
    kind.files += 1;
    kind.lines += lineCount(text);
    packages.set(packageOf(file), counts);
  }
  return packages;
}

const kinds = ['source', 'css', 'test', 'bench'];
const figure = (counts, kind) => counts?.[kind]?.lines ?? 0;
const signed = (n) => (n > 0 ? `+${n}` : String(n));

/** The table, one row per package and a total; with `before`, each cell is `before → after (change)`. */
export function table(after, before) {
  const names = [...new Set([...(before?.keys() ?? []), ...after.keys()])].sort();
  const cell = (b, a) => (before ? `${b} → ${a} (${signed(a - b)})` : String(a));
  const rows = names.map((name) => [name, ...kinds.map((kind) => cell(figure(before?.get(name), kind), figure(after.get(name), kind)))]);
  const total = (counts, kind) => [...(counts?.values() ?? [])].reduce((sum, c) => sum + figure(c, kind), 0);
  rows.push(['total', ...kinds.map((kind) => cell(total(before, kind), total(after, kind)))]);
  const nonTest = (counts) => total(counts, 'source') + total(counts, 'bench');
  rows.push(['non-test (source + bench)', cell(nonTest(before), nonTest(after)), '', '', '']);
  const header = ['package', 'source lines', 'CSS lines', 'test lines', 'bench lines'];
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

if (process.argv[1] === import.meta.filename) {
  const { values } = commandLineOrExit(
    { rev: { type: 'string' }, base: { type: 'string' } },
    'usage: node scripts/source-lines.mjs [--rev <rev>] [--base <rev>]',
  );
  const after = countLines(values.rev ?? null);
  console.log(`${values.base ? `${values.base} → ` : ''}${values.rev ?? 'working tree'}\n`);
  console.log(table(after, values.base ? countLines(values.base) : undefined));
}
