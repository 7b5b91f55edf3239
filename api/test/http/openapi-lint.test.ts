import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { toOpenApiPath } from '../../src/http/openapi.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();
const run = promisify(execFile);
const redocly = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
const config = fileURLToPath(new URL('../../redocly.yaml', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer?: string }> }>;
}

describe('GET /openapi.json under a standard OpenAPI linter', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify((await api.request('GET', '/openapi.json')).body));
    const { stdout } = await run(process.execPath, [redocly, 'lint', file, '--config', config, '--format', 'json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as LintReport;
    const problems = report.problems.map((problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('names the bearer scheme on every operation that needs the token, and an empty list on the public ones', async () => {
    const { paths } = (await api.request('GET', '/openapi.json')).body as { paths: Record<string, Record<string, { security?: unknown }>> };
    for (const route of api.routes) {
      const operation = paths[toOpenApiPath(route.path)]![route.method.toLowerCase()]!;
      const expected = route.auth === 'required' ? [{ bearer: [] }] : route.auth === 'optional' ? [{ bearer: [] }, {}] : [];
      expect(operation.security, `${route.method} ${route.path}`).toEqual(expected);
    }
  });
});
