// The shell's page as a deployment serves it: index.html from the build with the deployment's
// config.json written in. A pure function, used by both servers of the shell (serve-static.mjs per
// request, deploy/production.mjs once per deploy for nginx) and by the early script's tests.

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
  return `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
}

/** index.html's request for config.json, which a deployment replaces with the file's content (below). */
const CONFIG_PRELOAD = /<link rel="preload" href="\/config\.json" as="fetch" crossorigin\s*\/?>/g;

/**
 * The shell's index.html with config.json written in (`configElement`)
 * where it asked for the file: the early script then starts a page's API request as the HTML arrives,
 * not a round trip later (docs/architecture.md, "First paint"). Served by both servers of the shell:
 * serve-static per request, nginx from the runtime folder deploy/production.mjs writes it to.
 * @param {string} html the built index.html @param {unknown} config the parsed config.json
 */
export function shellPageWithConfig(html, config) {
  if (html.match(CONFIG_PRELOAD)?.length !== 1) throw new Error('index.html: not one <link rel="preload" href="/config.json"> to replace');
  // a page whose early script is a file of its own (a build before this one) fetches config.json itself
  if (earlyScriptTexts(html).length !== 1) throw new Error('index.html: no inline early script to read the config');
  return html.replace(CONFIG_PRELOAD, () => configElement(config));
}
