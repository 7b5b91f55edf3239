// A page server process for production (docs/architecture.md, "Server rendering"): nginx sends it
// the paths that are pages; it answers the shell's page with the area's page rendered in, exactly as
// `npm start`'s static server does (serve-static.mjs with a PageRenderer), reading the registry from
// the runtime folder per request, so a release or a rollback switches the server's HTML at once.
//   node tooling/page-server.mjs --port 3030 --runtime-dir <dir> --api-base http://127.0.0.1:8080/api --origin https://poletim.ru
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPageRenderer } from './page-render.mjs';
import { PUBLIC_PAGE_SECONDS, readRuntimeFile, serveStatic } from './serve-static.mjs';
import { commandLineOrExit } from './command-line.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const usage =
  'Usage: node tooling/page-server.mjs --port <port> --runtime-dir <dir> --api-base <url> --origin <site origin> [--host <address>] [--page-cache-seconds <s>]';
const string = /** @type {const} */ ({ type: 'string' });
const { values } = commandLineOrExit(
  {
    port: string,
    host: { ...string, default: '127.0.0.1' },
    'runtime-dir': string,
    'api-base': string,
    origin: string,
    // the public pages it keeps itself: one it streamed, nginx could not keep (serve-static.mjs, PublicPageCache)
    'page-cache-seconds': { ...string, default: String(PUBLIC_PAGE_SECONDS) },
  },
  usage,
);
const pageCacheSeconds = Number(values['page-cache-seconds']);
if (!values.port || !values['runtime-dir'] || !values['api-base'] || !values.origin || !Number.isInteger(pageCacheSeconds) || pageCacheSeconds < 0) {
  console.error(usage);
  process.exit(2);
}
const shellDist = path.join(repoRoot, 'shell', 'dist');
/** The runtime config.json the browser reads (its apiBase is the address a page writes for it). */
const browserConfig = readRuntimeFile(values['runtime-dir'], 'config.json');

const served = await serveStatic({
  root: shellDist,
  port: Number(values.port),
  host: values.host,
  spaFallback: true,
  runtimeDir: values['runtime-dir'],
  pageCacheSeconds,
  pageRenderer: await createPageRenderer({
    shellDist,
    apiBase: values['api-base'],
    origin: values.origin,
    // the browser's API base: a photo's address in the HTML is the one the browser's first render writes (config.json)
    publicApiBase: typeof browserConfig?.apiBase === 'string' ? browserConfig.apiBase : undefined,
  }),
});
console.log(`page server at ${served.url}`);
const stop = () => served.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
