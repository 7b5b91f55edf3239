// Server rendering's throughput against a running site: one process, 50 connections
// (docs/architecture.md#server-rendering):
//   pnpm --filter api exec tsx bench/page-server-bench.ts [origin] [seconds]
// (`npm start`: http://127.0.0.1:3000, whose shell server renders in one process). Prints, per page,
// completed pages/s, p50/p99 latency, non-2xx answers, and whether the answer was rendered by the server,
// beside the same page sent unrendered (the `mf_browser_render` switch: the server before rendering).
import autocannon from 'autocannon';

const origin = process.argv[2] ?? 'http://127.0.0.1:3000';
const seconds = Number(process.argv[3] ?? 10);
const pages = ['/about', '/tours/hotels/1150', '/'];

for (const path of pages) {
  for (const [label, cookie] of [
    ['rendered', undefined],
    ['unrendered', 'mf_browser_render=1'],
  ] as const) {
    const headers: Record<string, string> = { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) };
    const sample = await (await fetch(`${origin}${path}`, { headers })).text();
    const rendered = sample.includes('<div data-early-page=');
    const result = await autocannon({ url: `${origin}${path}`, connections: 50, duration: seconds, headers });
    console.log(
      `${path} ${label}: ${(result['2xx'] / seconds).toFixed(1)} pages/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}, server-rendered: ${rendered ? 'yes' : 'no'}`,
    );
  }
}
