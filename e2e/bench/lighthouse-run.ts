// One Lighthouse run (mobile preset, devtools throttling: 4× CPU, 150 ms RTT, 1.6 Mbps) on Debian's
// Chromium, as a child process: each run gets a fresh browser and the lab's memory stays flat.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { chromiumArgs, chromiumExecutablePath } from '../../tooling/chromium.mjs';

const requireHere = createRequire(import.meta.url);

export interface LighthouseFigures {
  score: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
}

export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const cli = requireHere.resolve('lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--throttling-method=devtools',
    '--only-categories=performance,seo',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${['--headless=new', ...chromiumArgs].join(' ')}`,
  ];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromiumExecutablePath },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    const errors: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(Buffer.concat(chunks).toString('utf8'));
      else reject(new Error(`lighthouse ${url} exited ${code}: ${Buffer.concat(errors).toString('utf8').slice(-2000)}`));
    });
  });
  const report = JSON.parse(output) as LighthouseReport;
  if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: report.categories.performance?.score ?? Number.NaN,
    seo: report.categories.seo?.score ?? Number.NaN,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    siMs: audit('speed-index'),
  };
}

/** The median of a list of figures (the mean of the middle two for an even count). */
export function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's own median over the runs (a figure's budget is judged by its median, whichever run it came from). */
export function mediansOf(runs: LighthouseFigures[]): LighthouseFigures {
  const median = (figure: keyof LighthouseFigures) => medianOf(runs.map((run) => run[figure]));
  return {
    score: median('score'),
    seo: median('seo'),
    fcpMs: median('fcpMs'),
    lcpMs: median('lcpMs'),
    tbtMs: median('tbtMs'),
    cls: median('cls'),
    siMs: median('siMs'),
  };
}

/** The run whose LCP is the median one (so its figures belong together, not a mix of runs). */
export function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no Lighthouse runs');
  return median;
}
