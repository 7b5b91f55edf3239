// The CSS of the static frame (shell/src/index.html), painted before any JavaScript, derived at build time from the React frame's
// and content page's CSS Modules so the two cannot drift: the rules of the classes the static markup uses, renamed, without
// interaction states; tokens from design-tokens.json, and static-only rules (the phone menu) from static-frame.css.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');

/**
 * Each source: a file of the repository and its classes → the static markup's class names.
 * @type {{ file: string, classes: Record<string, string> }[]}
 */
export const staticFrameSources = [
  { file: 'shell/src/frame/frame-global.css', classes: {} },
  { file: 'shell/src/frame/app-frame.module.css', classes: { frame: 'pf-frame', main: 'pf-main' } },
  {
    file: 'shell/src/frame/header/header.module.css',
    classes: {
      header: 'pf-header',
      inner: 'pf-inner',
      logo: 'pf-logo',
      nav: 'pf-nav',
      navList: 'pf-nav-list',
      navLink: 'pf-nav-link',
      profile: 'pf-profile',
      entry: 'pf-entry',
      menuButton: 'pf-menu',
    },
  },
  {
    file: 'shell/src/frame/footer/footer.module.css',
    classes: { footer: 'pf-footer', inner: 'pf-footer-inner', heading: 'pf-footer-heading', list: 'pf-footer-list', link: 'pf-footer-link' },
  },
  { file: 'shell/src/frame/cookie-notice/cookie-notice.module.css', classes: { notice: 'pf-cookie', text: 'pf-cookie-text' } },
  { file: 'shared/src/ui/button.module.css', classes: { button: 'pf-button', primary: 'pf-button-primary' } },
];
export const staticOnlyCssFile = 'shell/src/boot/static-frame.css';
export const designTokensFile = 'shared/src/ui/design-tokens.json';
/** The files the CSS is built from, absolute (a build that reads them watches them). */
export const staticFrameCssFiles = [...staticFrameSources.map(({ file }) => file), staticOnlyCssFile, designTokensFile].map((file) => path.join(root, file));

const interactionState = /:(hover|focus|focus-visible|focus-within|active|disabled|checked|not\()/;

/**
 * Splits flat CSS (rules, one level of @media) into [at-rule or '', selectors, declarations].
 * @param {string} css
 * @returns {{ media: string, selectors: string[], declarations: string[] }[]}
 */
export function parseCssRules(css) {
  const rules = [];
  /** @type {string[]} */
  const stack = [];
  let text = '';
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      stack.push(text.trim().replace(/\s+/g, ' '));
      text = '';
    } else if (char === '}') {
      const selector = stack.pop();
      const declarations = text
        .split(';')
        .map((part) => part.trim().replace(/\s+/g, ' '))
        .filter(Boolean);
      if (selector !== undefined && declarations.length > 0) {
        rules.push({ media: stack.join(' '), selectors: selector.split(',').map((part) => part.trim()), declarations });
      }
      text = '';
    } else text += char;
  }
  return rules;
}

/**
 * The rules of one source for the static markup: selectors naming only mapped classes, renamed, in
 * no interaction state. @param {string} css @param {Record<string, string>} classes
 */
export function staticRulesOf(css, classes) {
  return parseCssRules(css).flatMap(({ media, selectors, declarations }) => {
    const kept = selectors
      .filter((selector) => !interactionState.test(selector))
      .filter((selector) => [...selector.matchAll(/\.([\w-]+)/g)].every(([, name]) => name !== undefined && Object.hasOwn(classes, name)))
      .map((selector) => selector.replace(/\.([\w-]+)/g, (_, name) => `.${classes[name]}`));
    return kept.length > 0 ? [{ media, selectors: kept, declarations }] : [];
  });
}

/** @param {{ media: string, selectors: string[], declarations: string[] }[]} rules */
function printRules(rules) {
  return rules
    .map(({ media, selectors, declarations }) => {
      const rule = `${selectors.join(',')}{${declarations.join(';')}}`;
      return media ? `${media}{${rule}}` : rule;
    })
    .join('\n');
}

/** @param {string} file */
const read = (file) => readFileSync(path.join(root, file), 'utf8');

/** The site's theme colour (the page's theme-color, the web app manifest): the design tokens' primary colour. */
export function themeColor() {
  return /** @type {Record<string, string>} */ (JSON.parse(read(designTokensFile)))['--color-primary'] ?? '';
}

/** The static frame's whole stylesheet: the tokens it reads, the derived rules, then its own. */
export function staticFrameCss() {
  const derived = staticFrameSources.flatMap(({ file, classes }) => staticRulesOf(read(file), classes));
  const own = parseCssRules(read(staticOnlyCssFile));
  const rules = printRules([...derived, ...own]);
  /** @type {Record<string, string>} */
  const tokens = JSON.parse(read(designTokensFile));
  const used = new Set([...rules.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name));
  const root = Object.entries(tokens)
    .filter(([name]) => used.has(name))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${root}}\n${rules}`;
}

/**
 * HtmlWebpackPlugin's template parameters for the shell's index.html, with `staticFrameCss` beside the
 * usual ones: made on every compilation, which watches its files, so a CSS change reaches it in dev too.
 * @param {import('webpack').Compilation} compilation @param {unknown} files @param {unknown} tags @param {unknown} options
 */
export function withStaticFrameCss(compilation, files, tags, options) {
  for (const file of staticFrameCssFiles) compilation.fileDependencies.add(file);
  return {
    compilation,
    webpackConfig: compilation.options,
    htmlWebpackPlugin: { tags, files, options },
    staticFrameCss: staticFrameCss(),
    themeColor: themeColor(),
  };
}
