#!/usr/bin/env node
// Lints the CSS Modules of an area (or the shell, or shared): colours come from the design tokens
// (shared/src/ui/design-tokens.json) as var(--color-…), never as a raw hex value, and a phone media query
// uses the one phone breakpoint (shared/src/ui/use-phone-layout.ts: max-width 767px, min-width 768px), and
// a stylesheet that moves things (an animation, a transition of size or place) says what it does for a
// visitor who asks for less motion (WCAG 2.3.3).
// Run by each package's `lint` script: node ../tooling/lint-area-css.mjs src
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HEX_COLOUR = /#[0-9a-fA-F]{3,8}\b/g;
const MEDIA_WIDTH = /\((max|min)-width:\s*([\d.]+)(px|rem|em)\)/g;
/**
 * Widths near the phone breakpoint that are not it: the drift the one breakpoint replaced.
 * @param {string} bound @param {string} value @param {string} unit
 */
const isPhoneDrift = (bound, value, unit) =>
  unit !== 'px'
    ? Number(value) >= 40 && Number(value) <= 56
    : Number(value) >= 700 && Number(value) <= 800 && !(bound === 'max' ? value === '767' : value === '768');

/** An animation, or a transition of an element's place or size: what `prefers-reduced-motion` is for. */
const MOTION = /\banimation(?:-name)?:\s*(?!none\b)[a-z]|\btransition(?:-property)?:[^;]*\b(?:transform|width|height|top|left|right|bottom|margin|all)\b/;

/**
 * The problems in one stylesheet's text: `line: message` for each.
 * @param {string} css
 * @returns {string[]}
 */
export function lintAreaCss(css) {
  /** @type {string[]} */
  const problems = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  withoutComments.split('\n').forEach((line, index) => {
    for (const [hex] of line.matchAll(HEX_COLOUR)) problems.push(`${index + 1}: raw colour ${hex}; use a design token, var(--color-…)`);
    if (!line.includes('@media')) return;
    for (const [query, bound, value, unit] of line.matchAll(MEDIA_WIDTH)) {
      if (isPhoneDrift(bound ?? '', value ?? '', unit ?? ''))
        problems.push(`${index + 1}: ${query} is not the phone breakpoint; use (max-width: 767px) or (min-width: 768px)`);
    }
  });
  const moving = withoutComments.split('\n').findIndex((line) => MOTION.test(line));
  if (moving >= 0 && !withoutComments.includes('prefers-reduced-motion'))
    problems.push(`${moving + 1}: motion without a (prefers-reduced-motion: reduce) rule for it in this stylesheet`);
  return problems;
}

/** @param {string} folder */
export function cssModulesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.module.css'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folders = process.argv.slice(2);
  let failed = false;
  for (const file of folders.flatMap(cssModulesUnder)) {
    for (const problem of lintAreaCss(readFileSync(file, 'utf8'))) {
      console.error(`${file}:${problem}`);
      failed = true;
    }
  }
  process.exit(failed ? 1 : 0);
}
