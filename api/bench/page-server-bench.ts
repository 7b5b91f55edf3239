// Server rendering's throughput against a running site, 50 connections
// (docs/architecture.md#server-rendering, deploy/README.md "Page cache"):
//   pnpm --filter api exec tsx bench/page-server-bench.ts [origin] [seconds]
// (`npm start`: http://127.0.0.1:3000, whose shell server renders in one process; `npm run production`:
// http://127.0.0.1:8080, nginx with its page cache before two page servers, or one page server alone at
// http://127.0.0.1:3021). Prints, per page, completed pages/s, p50/p99 latency, non-2xx answers, whether
// the answer was rendered by the server and what nginx's page cache said of it, side by side:
// - cached: the same address every time, as visitors of a page share it (nginx's cache answers);
// - rendered each time: a tracking parameter of its own per request (utm_term, which the page's
//   canonical address drops), so no cache has it and every answer is rendered: the site without the cache;
// - unrendered: the `mf_browser_render` switch, the page as a server without a renderer sends it.
import autocannon from 'autocannon';

const origin = process.argv[2] ?? 'http://127.0.0.1:3000';
const seconds = Number(process.argv[3] ?? 10);
const pages = ['/about', '/tours/hotels/1150', '/', '/avia/routes/MOW-AER'];

/** Each request its own address: no cache holds it. */
let sequence = 0;
const uncached = (path: string) => `${path}${path.includes('?') ? '&' : '?'}utm_term=bench-${process.pid}-${(sequence += 1)}`;

for (const path of pages) {
  for (const [label, cookie, everyRequestNew] of [
    ['cached', undefined, false],
    ['rendered each time', undefined, true],
    ['unrendered', 'mf_browser_render=1', false],
  ] as const) {
    const headers: Record<string, string> = { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) };
    // the first visitor of `cached` fills the cache; the second's answer is the sample
    await (await fetch(`${origin}${path}`, { headers })).arrayBuffer();
    const response = await fetch(`${origin}${everyRequestNew ? uncached(path) : path}`, { headers });
    const rendered = (await response.text()).includes('<html lang="ru" data-server-rendered');
    const result = await autocannon({
      url: `${origin}${path}`,
      connections: 50,
      duration: seconds,
      headers,
      ...(everyRequestNew ? { requests: [{ setupRequest: (request) => ({ ...request, path: uncached(path) }) }] } : {}),
    });
    console.log(
      `${path} ${label}: ${(result['2xx'] / seconds).toFixed(1)} pages/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}, server-rendered: ${rendered ? 'yes' : 'no'}, page cache: ${response.headers.get('x-page-cache') ?? 'none'}`,
    );
  }
}
