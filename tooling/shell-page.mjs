// The shell's page as a deployment serves it: the built index.html with the deployment's config.json and registry
// written in. Pure: serve-static.mjs per request, deploy/production.mjs for nginx, and the early script's tests use it.

/** The marker of the early script's element (tooling/early-script-plugin.mjs), by which its copy in a page is found. */
export const EARLY_SCRIPT_ATTRIBUTE = 'data-early-script';

/** The text of each inline script carrying the early script's marker in `html`. @param {string} html */
export function earlyScriptTexts(html) {
  return [...html.matchAll(new RegExp(`<script ${EARLY_SCRIPT_ATTRIBUTE}[^>]*>([\\s\\S]*?)</script>`, 'g'))].map((match) => match[1] ?? '');
}

/** The id of the element that carries config.json in a served page; the early script gets it in its tables (tooling/route-table.mjs). */
export const CONFIG_ELEMENT_ID = 'platform-config';

/** The element that carries `config` in a page; `<` is escaped, so no value can close the element. @param {unknown} config */
export function configElement(config) {
  return jsonElement(CONFIG_ELEMENT_ID, config);
}

/** The id of the element that carries the registry (remotes.json) in a served page: the early script reads the published routes from it. */
export const REGISTRY_ELEMENT_ID = 'platform-registry';

/** JSON in a `<script type="application/json">`: `<` escaped, so no value can close the element. @param {string} id @param {unknown} value */
export const jsonElement = (id, value) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** The element that carries the registry in a page. @param {unknown} registry */
export function registryElement(registry) {
  return jsonElement(REGISTRY_ELEMENT_ID, registry);
}

/** index.html's request for config.json, which a deployment replaces with the file's content (below). */
const CONFIG_PRELOAD = /<link rel="preload" href="\/config\.json" as="fetch" crossorigin\s*\/?>/g;
/** index.html's request for remotes.json, or the registry a deployment wrote in before. */
const REGISTRY_IN_PAGE = new RegExp(
  `<link rel="preload" href="/remotes\\.json" as="fetch" crossorigin\\s*/?>|<script type="application/json" id="${REGISTRY_ELEMENT_ID}">[^<]*</script>`,
  'g',
);

/**
 * index.html with config.json written in (`configElement`), so the early script starts a page's API request as the HTML
 * arrives, not a round trip later (docs/architecture.md, "First paint").
 * @param {string} html the built index.html @param {unknown} config the parsed config.json
 */
export function shellPageWithConfig(html, config) {
  if (html.match(CONFIG_PRELOAD)?.length !== 1) throw new Error('index.html: not one <link rel="preload" href="/config.json"> to replace');
  // a page whose early script is a file of its own (a build before this one) fetches config.json itself
  if (earlyScriptTexts(html).length !== 1) throw new Error('index.html: no inline early script to read the config');
  return html.replace(CONFIG_PRELOAD, () => configElement(config));
}

/**
 * A page with `registry` written in where it asked for remotes.json, or over the one written before (a release rewrites
 * nginx's copy): the early script knows routes and builds as the HTML arrives, and asks for the area's manifest at once
 * (docs/architecture.md#routes-at-run-time). `/remotes.json` stays for the shell's fallback and tools.
 * @param {string} html a page from shellPageWithConfig, or one this wrote @param {unknown} registry the parsed remotes.json
 */
export function shellPageWithRegistry(html, registry) {
  if (html.match(REGISTRY_IN_PAGE)?.length !== 1)
    throw new Error('index.html: not one <link rel="preload" href="/remotes.json"> or registry element to replace');
  return html.replace(REGISTRY_IN_PAGE, () => registryElement(registry));
}
