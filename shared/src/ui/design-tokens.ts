import tokens from './design-tokens.json' with { type: 'json' };

/**
 * Design tokens as CSS variables. The shell sets them once on <html>; every bundle's scoped
 * styles read `var(--…)`, so a remote never ships global CSS of its own. Data, so the build writes
 * the ones the static frame reads into index.html (tooling/static-frame-css.mjs).
 */
export const designTokens: Readonly<typeof tokens> = tokens;

export type DesignToken = keyof typeof designTokens;

/** Writes the tokens onto an element (the shell: <html>; a remote in standalone dev: its own). */
export function applyDesignTokens(target: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(designTokens)) target.style.setProperty(name, value);
}
