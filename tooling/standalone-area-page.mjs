// A remote's page when its area runs alone, without the shell: the shell's page template cut after
// its <title>, so an area is developed under the shell's language, viewport, icon and title, with an
// empty root where the shell paints its static frame.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The shell's page template, whose head the standalone page shares. */
export const SHELL_TEMPLATE_FILE = fileURLToPath(new URL('../shell/src/index.html', import.meta.url));

/** How the template writes the page's title (HtmlWebpackPlugin's option, written in as is). */
const TITLE_EXPRESSION = '<%= htmlWebpackPlugin.options.title %>';
const TITLE_LINE_END = `<title>${TITLE_EXPRESSION}</title>`;

/**
 * The standalone page titled `title`: the shell template up to its title, then an empty root.
 * @param {string} shellTemplate the shell's index.html as written @param {string} title
 */
export function standaloneAreaPage(shellTemplate, title) {
  const end = shellTemplate.indexOf(TITLE_LINE_END);
  if (end < 0 || !shellTemplate.slice(0, end).includes('<head>'))
    throw new Error(`shell/src/index.html: no ${TITLE_LINE_END} in its <head> to cut the standalone page at`);
  const head = shellTemplate.slice(0, end) + TITLE_LINE_END.replace(TITLE_EXPRESSION, () => title);
  return `${head}\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`;
}

/**
 * HtmlWebpackPlugin's `templateContent` for a remote: the template is read on every compilation,
 * which watches it, so a change to the shell's head reaches a running area too.
 * @param {{ [parameter: string]: unknown }} parameters HtmlWebpackPlugin's template parameters
 */
export function standaloneAreaTemplateContent(parameters) {
  const { compilation, htmlWebpackPlugin } = /** @type {{ compilation: import('webpack').Compilation, htmlWebpackPlugin: { options: { title?: string } } }} */ (
    parameters
  );
  compilation.fileDependencies.add(SHELL_TEMPLATE_FILE);
  return standaloneAreaPage(readFileSync(SHELL_TEMPLATE_FILE, 'utf8'), htmlWebpackPlugin.options.title ?? '');
}
