// The line counter's rule of what is source, test, bench or CSS (scripts/source-lines.mjs).
import { describe, expect, it } from 'vitest';
import { fileKind, table } from '../../scripts/source-lines.mjs';

describe('scripts/source-lines.mjs', () => {
  it('sorts files into source, test, bench and CSS, and leaves other files out', () => {
    expect(fileKind('api/src/pages/page-store.ts')).toBe('source');
    expect(fileKind('api/migrations/403_price_alert_search.sql')).toBe('source');
    expect(fileKind('shell/src/boot/before-bundle.js')).toBe('source');
    expect(fileKind('api/test/tours/tour-fixtures.ts')).toBe('test');
    expect(fileKind('tooling/__tests__/serve-static.test.mjs')).toBe('test');
    expect(fileKind('e2e/tests/avia/booking.spec.ts')).toBe('test');
    expect(fileKind('e2e/fixtures/mf-probe/src/page.tsx')).toBe('test');
    expect(fileKind('mf-tours/src/test-support/tour-samples.ts')).toBe('test');
    expect(fileKind('mf-avia/src/results/search-page.test.tsx')).toBe('test');
    expect(fileKind('api/bench/price-alert-round-bench.ts')).toBe('bench');
    expect(fileKind('shell/src/frame/footer/footer.module.css')).toBe('css');
    expect(fileKind('docs/architecture.md')).toBeNull();
    expect(fileKind('shared/src/routes/route-table.json')).toBeNull();
    expect(fileKind('shared/migrations/x.sql')).toBeNull();
  });

  it('prints before → after per package and the non-test total', () => {
    const before = new Map([['api', { source: { files: 2, lines: 100 }, bench: { files: 1, lines: 10 } }]]);
    const after = new Map([
      ['api', { source: { files: 2, lines: 90 }, bench: { files: 1, lines: 10 } }],
      ['tooling', { source: { files: 1, lines: 5 } }],
    ]);
    const lines = table(after, before).split('\n');
    expect(lines).toContain('| api | 100 → 90 (-10) | 0 → 0 (0) | 0 → 0 (0) | 10 → 10 (0) |');
    expect(lines).toContain('| tooling | 0 → 5 (+5) | 0 → 0 (0) | 0 → 0 (0) | 0 → 0 (0) |');
    expect(lines).toContain('| non-test (source + bench) | 110 → 105 (-5) |  |  |  |');
  });
});
